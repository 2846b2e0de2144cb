import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { MESSAGES } from '@portal/domain/messages'
import type { Database } from '../../db/schema'
import { HttpError } from '../../errors'
import { proofsOfWorkRepository } from '../../repositories/proofs-of-work'
import { portalSecret } from '../secrets/portal-secrets'
import type { SecretBox } from '../secrets/secret-box'

/**
 * The proof of work a request pays before more is evaluated (ALTCHA, decisions 036 and 074).
 * PBKDF2 at the default cost takes a phone about a second and a script the same for every
 * attempt; the server checks a solution with one derivation. Under pressure a challenge asks
 * for `factor` times the work: its counter is drawn from a range that many times wider.
 */
export const PROOF_OF_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  // From 0: the solver starts there too, so a script that knows the range saves nothing.
  counterFrom: 0,
  counterTo: 3_000,
  /** Long enough for a slow phone at the highest factor; too short to stock proofs up ahead. */
  validMinutes: 2,
  /** The most work a challenge asks: an honest phone still solves it in seconds. */
  maxFactor: 8,
} as const

/**
 * What a proof was asked for, signed into its challenge: the route and the network it may be
 * spent on, and how much work it took. A proof solved for one sign-in page, or in another
 * network, or ahead of the pressure that asks for more, admits nothing else.
 */
export interface ProofBinding {
  route: string
  network: string
}

const secrets = async (db: Kysely<Database>, box: SecretBox) => ({
  hmacSignatureSecret: await portalSecret(db, box, 'proof_of_work_signature_secret'),
  hmacKeySignatureSecret: await portalSecret(db, box, 'proof_of_work_key_secret'),
})

export async function newProofChallenge(
  db: Kysely<Database>,
  box: SecretBox,
  { route, network, factor, cost }: ProofBinding & { factor: number; cost: number },
): Promise<Challenge> {
  const scaled = Math.min(PROOF_OF_WORK.maxFactor, Math.max(1, Math.round(factor)))
  return createChallenge({
    algorithm: PROOF_OF_WORK.algorithm,
    cost,
    counter: randomInt(PROOF_OF_WORK.counterFrom, PROOF_OF_WORK.counterTo * scaled),
    data: { route, network, factor: scaled },
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
      data: z.object({ route: z.string().max(200), network: z.string().max(100), factor: z.number().int() }),
    }),
    signature: z.string().min(1).max(200),
  }),
  solution: z.looseObject({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(200) }),
})

export type ProofOutcome = 'solved' | 'refused'

/**
 * Checks a solution: signed by this portal, not expired, solved, asked for this route and
 * network, and not used before (each solution admits one request); the work it took (its
 * factor). Whatever else arrives is refused with 400.
 */
export async function checkProof(
  db: Kysely<Database>,
  box: SecretBox,
  header: string,
  binding: ProofBinding,
): Promise<number> {
  const payload = parsePayload(header)
  const result = await verifySolution({
    challenge: payload.challenge as unknown as Payload['challenge'],
    solution: payload.solution as unknown as Payload['solution'],
    deriveKey,
    ...(await secrets(db, box)),
  }).catch(() => undefined)
  if (!result?.verified) throw refused()
  const asked = payload.challenge.parameters.data
  if (asked.route !== binding.route || asked.network !== binding.network) throw refused()
  // Kept until the challenge's own signed expiry has long passed, whatever the clocks say.
  const expiresAt = payload.challenge.parameters.expiresAt * 1000
  const firstUse = await proofsOfWorkRepository(db).useOnce(
    payload.challenge.signature,
    new Date(Math.max(expiresAt, Date.now()) + PROOF_OF_WORK.validMinutes * 60_000),
  )
  if (!firstUse) throw refused()
  return asked.factor
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

/**
 * A request that must carry a proof of work and did not (or carried one of too little work):
 * the 428 carries a challenge for this route and network, `factor` times the base work, which
 * the page solves and sends back with the same request.
 */
export class ProofOfWorkRequired extends HttpError {
  /** Added by the error handler, which knows the route and the network. */
  challenge?: Challenge

  constructor(
    readonly factor = 1,
    /** Asked of a code request: what the code was for, as /metrics counts it. */
    readonly codePurpose?: string,
  ) {
    super(428, MESSAGES.proofOfWorkRequired)
  }

  override toBody() {
    return { detail: this.detail, proof_of_work: 'required' as const, challenge: this.challenge }
  }
}
