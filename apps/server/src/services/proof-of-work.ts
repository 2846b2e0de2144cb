import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { MESSAGES } from '@portal/domain/messages'
import type { Database } from '../db/schema'
import { HttpError } from '../errors'
import { proofsOfWorkRepository } from '../repositories/proofs-of-work'
import { portalSecret } from './portal-secrets'
import type { SecretBox } from './secret-box'

/**
 * The proof of work a network past its failures pays before more is evaluated (ALTCHA,
 * decision 036). PBKDF2 at these settings takes a phone about a second and a script the
 * same for every attempt; the server checks a solution with one derivation.
 */
export const PROOF_OF_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 250,
  // From 0: the solver starts there too, so a script that knows the range saves nothing.
  counterFrom: 0,
  counterTo: 3_000,
  validMinutes: 10,
} as const

const secrets = async (db: Kysely<Database>, box: SecretBox) => ({
  hmacSignatureSecret: await portalSecret(db, box, 'proof_of_work_signature_secret'),
  hmacKeySignatureSecret: await portalSecret(db, box, 'proof_of_work_key_secret'),
})

export async function newProofChallenge(db: Kysely<Database>, box: SecretBox): Promise<Challenge> {
  return createChallenge({
    algorithm: PROOF_OF_WORK.algorithm,
    cost: PROOF_OF_WORK.cost,
    counter: randomInt(PROOF_OF_WORK.counterFrom, PROOF_OF_WORK.counterTo),
    deriveKey,
    expiresAt: new Date(Date.now() + PROOF_OF_WORK.validMinutes * 60_000),
    ...(await secrets(db, box)),
  })
}

// The widget's payload, read before the library sees it: anything else is refused plainly.
const ZPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(PROOF_OF_WORK.algorithm),
      nonce: z.string().max(200),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().min(1).max(200),
  }),
  solution: z.looseObject({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(200) }),
})

export type ProofOutcome = 'solved' | 'refused'

/**
 * Checks a solution: signed by this portal, not expired, solved, and not used before (each
 * solution admits one request). Whatever else arrives is refused with 400.
 */
export async function checkProof(db: Kysely<Database>, box: SecretBox, header: string): Promise<void> {
  const payload = parsePayload(header)
  const result = await verifySolution({
    challenge: payload.challenge as unknown as Payload['challenge'],
    solution: payload.solution as unknown as Payload['solution'],
    deriveKey,
    ...(await secrets(db, box)),
  }).catch(() => undefined)
  if (!result?.verified) throw refused()
  // Kept until the challenge's own signed expiry has long passed, whatever the clocks say.
  const expiresAt = Number(payload.challenge.parameters.expiresAt ?? 0) * 1000
  const firstUse = await proofsOfWorkRepository(db).useOnce(
    payload.challenge.signature,
    new Date(Math.max(expiresAt, Date.now()) + PROOF_OF_WORK.validMinutes * 60_000),
  )
  if (!firstUse) throw refused()
}

function parsePayload(header: string) {
  if (header.length > 2_000) throw refused()
  try {
    return ZPayload.parse(JSON.parse(Buffer.from(header, 'base64').toString('utf8')))
  } catch {
    throw refused()
  }
}

const refused = () => new HttpError(400, MESSAGES.proofOfWorkRefused)

/** A request past an address's failures that carries no proof: the page solves one and resends. */
export class ProofOfWorkRequired extends HttpError {
  constructor() {
    super(428, MESSAGES.proofOfWorkRequired)
  }

  override toBody() {
    return { detail: this.detail, proof_of_work: 'required' as const }
  }
}
