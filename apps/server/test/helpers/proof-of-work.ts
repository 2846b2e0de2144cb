import type { FastifyInstance } from 'fastify'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/** A fresh challenge from the portal, solved as the page's widget would: the X-Altcha header's value. */
export async function solvedProof(app: FastifyInstance): Promise<string> {
  const challenge = (
    await app.inject({ method: 'GET', url: '/api/proof-of-work/challenge/' })
  ).json<Challenge>()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge could not be solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
