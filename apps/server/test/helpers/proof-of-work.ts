import type { FastifyInstance } from 'fastify'
import type { Response } from 'light-my-request'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { networkOf } from '../../src/services/sign-in/address-failures'

/** A challenge solved as the page's widget would: the X-Altcha header's value. */
async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge could not be solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** The solution of the challenge a 428 carried, as the page sends it with the same request again. */
export function solutionFor(asked: Response): Promise<string> {
  const body = asked.json<{ proof_of_work?: string; challenge?: Challenge }>()
  if (asked.statusCode !== 428 || !body.challenge) throw new Error(`no challenge in ${asked.statusCode}`)
  return solved(body.challenge)
}

/**
 * A proof solved ahead, as a 428 would have asked it for `route` ('POST /api/accounts/login/')
 * from `remoteAddress` (app.inject's default), `factor` times the base work.
 */
export async function solvedProof(
  app: FastifyInstance,
  route: string,
  { remoteAddress = '127.0.0.1', factor = 1 } = {},
): Promise<string> {
  return solved(
    await app.services.signIn.newProofChallenge({ route, network: networkOf(remoteAddress) }, factor),
  )
}
