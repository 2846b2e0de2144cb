import { useSyncExternalStore } from 'react'

/**
 * A request the server answered 428 waits here for the page's proof of work (issue 31): the
 * dialog (components/proof-of-work-dialog) solves it and settles the wait. One at a time:
 * requests that arrive meanwhile share the dialog, each given a solution of its own.
 */
interface Waiting {
  resolve(solution: string): void
  reject(reason: Error): void
}

let queue: Waiting[] = []
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/** Resolves with the X-Altcha header's value once the browser has solved a challenge. */
export function askForProofOfWork(): Promise<string> {
  return new Promise((resolve, reject) => {
    queue = [...queue, { resolve, reject }]
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

/** Whether a request waits for a proof, for the dialog. */
export function useProofOfWorkRequest() {
  const waiting = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    proofsWaiting,
    () => 0,
  )
  return { waiting: waiting > 0, solved: proofSolved, cancelled: proofCancelled }
}
