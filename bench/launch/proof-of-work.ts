// The client's side of the portal's proof of work (issues 31, 45): a guarded request may answer
// 428 {detail, proof_of_work: "required", challenge}, an ALTCHA challenge (PoW v2, as
// altcha-lib's createChallenge makes it) bound to that route and network; the client solves
// it and resends the same request once with the X-Altcha header:
// base64(JSON.stringify({challenge, solution})).
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { solveChallenge, type Challenge } from 'altcha-lib'
// The algorithm the portal's challenges use; another would make deriveKey throw, which is
// counted as a challenge not solved rather than stopping the bench.
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { field, type Answer, type Client } from './http'

// An honest phone takes about a second; ten times that on a bench sharing two cores is a
// challenge the bench counts as not solved, not one it waits out.
const SOLVE_TIMEOUT_MS = 30_000
// Each real customer solves on their own phone; here two cores stand in for thousands of
// phones. Solving as many at once as there are cores, and starting each one's timeout when it
// gets a core, measures the work a challenge costs; the wait for a core still counts in the
// step's time, as the report's p95 shows.
const SOLVERS = Math.max(1, availableParallelism())
let solving = 0
const waitingForSolver: (() => void)[] = []

async function withSolver<T>(work: () => Promise<T>): Promise<T> {
  if (solving >= SOLVERS) await new Promise<void>((resolve) => waitingForSolver.push(resolve))
  else solving++
  try {
    return await work()
  } finally {
    const next = waitingForSolver.shift()
    if (next) next()
    else solving--
  }
}

/** The challenges one kind of caller met, and what solving them cost. */
export interface ProofOfWorkCount {
  shown: number
  solved: number
  notSolved: number
  solveMs: number[]
  /** Proofs solved by the work factor their challenge asked (1–8, decision 074). */
  factors: Map<number, number>
}

export const noProofOfWork = (): ProofOfWorkCount => ({
  shown: 0,
  solved: 0,
  notSolved: 0,
  solveMs: [],
  factors: new Map(),
})

/** The work factor a challenge asks, signed into its data (1 when it names none). */
const factorOf = (challenge: Challenge) =>
  Number((challenge.parameters.data as { factor?: unknown } | undefined)?.factor ?? 1)

/** An answer to a guarded request, with the factor of the proof it was sent with, if any. */
export interface GuardedAnswer extends Answer {
  provedAt?: number
}

export const asksForProofOfWork = (answer: Answer) =>
  answer.status === 428 && field(answer, 'proof_of_work') === 'required'

/** The X-Altcha header for the challenge a 428 carried, solved, and its factor; undefined when that failed. */
function solvedProof(asked: Answer, count: ProofOfWorkCount) {
  return withSolver(async () => {
    const challenge = field(asked, 'challenge') as Challenge | undefined
    if (typeof challenge?.parameters !== 'object') return undefined
    const started = performance.now()
    const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS }).catch(
      () => null,
    )
    count.solveMs.push(performance.now() - started)
    if (!solution) return undefined
    count.solved++
    const factor = factorOf(challenge)
    count.factors.set(factor, (count.factors.get(factor) ?? 0) + 1)
    return { header: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'), factor }
  })
}

/** Proofs one request may be asked for in a row, as the page answers them (apps/web api-client). */
const MOST_PROOFS = 3

/**
 * Sends a guarded request (sign-in, registration, and their codes). A 428 asking for proof of
 * work is counted; a caller who `solves` answers it and resends, as the page does, up to three
 * times (the network's check, then the SMS's price, may each ask): a server that asks again
 * after that ends the step with its 428 instead of holding the caller in a loop. The time
 * reported is the caller's whole wait, solving included.
 */
export async function sendGuarded(
  client: Client,
  path: string,
  json: Record<string, unknown>,
  { solves, count }: { solves: boolean; count: ProofOfWorkCount },
): Promise<GuardedAnswer> {
  const started = performance.now()
  let answer: GuardedAnswer = await client.send('POST', path, { json })
  for (let round = 0; round < MOST_PROOFS && asksForProofOfWork(answer); round++) {
    count.shown++
    if (!solves) break
    const proof = await solvedProof(answer, count)
    if (!proof) {
      count.notSolved++
      break
    }
    answer = { ...(await client.send('POST', path, { json, proof: proof.header })), provedAt: proof.factor }
  }
  return { ...answer, ms: performance.now() - started }
}
