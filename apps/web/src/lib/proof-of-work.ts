import { useSyncExternalStore } from 'react'

/**
 * A request the server answered 428 waits here for the page's proof of work (issue 31): the
 * dialog (components/proof-of-work-dialog) solves it and settles the wait. One at a time:
 * requests that arrive meanwhile share the dialog but each gets a solution of its own.
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

/** Whether a request waits for a proof, and how the dialog settles the first one waiting. */
export function useProofOfWorkRequest() {
  const waiting = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => queue.length,
    () => 0,
  )
  const settleFirst = (settle: (first: Waiting) => void) => {
    const [first, ...rest] = queue
    queue = rest
    if (first) settle(first)
    changed()
  }
  return {
    waiting: waiting > 0,
    solved: (solution: string) => settleFirst((first) => first.resolve(solution)),
    cancelled: () => {
      const all = queue
      queue = []
      all.forEach((w) => w.reject(new Error('The check that you are a person was cancelled.')))
      changed()
    },
  }
}
