import { useSyncExternalStore } from 'react'

/**
 * A request the server answered 428 waits here for the page's proof of work (issue 31): the
 * dialog (components/proof-of-work-dialog) solves the challenge the 428 carried (bound to that
 * request's route and network, decision 074) and settles the wait. One at a time: requests
 * that arrive meanwhile share the dialog, each solving its own challenge.
 */
interface Waiting {
  /** The ALTCHA challenge, as the 428 carried it. */
  challenge: unknown
  resolve(solution: string): void
  reject(reason: Error): void
}

let queue: Waiting[] = []
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/** Resolves with the X-Altcha header's value once the browser has solved a challenge. */
export function askForProofOfWork(challenge: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    queue = [...queue, { challenge, resolve, reject }]
    changed()
  })
}

/** How many requests wait for a proof. */
export const proofsWaiting = () => queue.length

/** The first request waiting goes on with this solution. */
export function proofSolved(solution: string) {
  const [first, ...rest] = queue
  queue = rest
  first?.resolve(solution)
  changed()
}

/** The person would rather not wait: every request waiting fails with its own 428. */
export function proofCancelled() {
  const all = queue
  queue = []
  all.forEach((waiting) => waiting.reject(new Error('The check that you are a person was cancelled.')))
  changed()
}

/** The challenge the first waiting request must solve, for the dialog; undefined when none waits. */
export const waitingChallenge = () => queue[0]?.challenge

/** Whether a request waits for a proof, and its challenge, for the dialog. */
export function useProofOfWorkRequest() {
  const challenge = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    waitingChallenge,
    () => undefined,
  )
  return { waiting: challenge !== undefined, challenge, solved: proofSolved, cancelled: proofCancelled }
}
