import type { Answer } from './http'
import { noProofOfWork } from './proof-of-work'

export interface Spread {
  p50: number
  p95: number
  n: number
}

/** The value below which a share `q` of the (sorted) values lie. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN

/**
 * What one kind of caller (honest customers, the attacker) met at each step: the time of the
 * answers that let it go on, and the other answers by status. Steps keep the order they were
 * first met in, which is the order of a journey.
 */
export class Tally {
  readonly proofOfWork = noProofOfWork()
  /**
   * Each new code's wait, from its 202 to its SMS's time in the development inbox (negative when
   * the SMS was kept before the 202 reached the bench): one that never came counts as the
   * whole wait the bench gave it.
   */
  readonly codeWaits: number[] = []
  private readonly wentOn = new Map<string, number[]>()
  private readonly all = new Map<string, number[]>()
  private readonly stopped = new Map<string, Map<number, number>>()
  private readonly statuses = new Map<number, number>()

  /** Records the answer at `step`; true when it is the one expected, so the caller goes on. */
  expect(step: string, answer: Answer, expected: number): boolean {
    if (!this.wentOn.has(step)) this.wentOn.set(step, [])
    if (!this.all.has(step)) this.all.set(step, [])
    this.all.get(step)!.push(answer.ms)
    if (!this.stopped.has(step)) this.stopped.set(step, new Map())
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1)
    if (answer.status === expected) {
      this.wentOn.get(step)!.push(answer.ms)
      return true
    }
    const byStatus = this.stopped.get(step)!
    byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1)
    return false
  }

  /** Answers of every step whose status passes `test`: 202s are SMS sent, 5xx the server failing. */
  answers = (test: (status: number) => boolean) =>
    [...this.statuses].reduce((sum, [status, n]) => sum + (test(status) ? n : 0), 0)

  steps = () => [...this.wentOn.keys()]

  /** The times of the answers that let the caller go on; with `all`, of every answer, refusals too. */
  spread(step: string, all = false): Spread {
    const sorted = [...((all ? this.all : this.wentOn).get(step) ?? [])].sort((a, b) => a - b)
    return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), n: sorted.length }
  }

  refusals = (step: string): ReadonlyMap<number, number> => this.stopped.get(step) ?? new Map()
}
