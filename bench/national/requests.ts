// Every request of the morning, customers' and officers', with when it was sent and answered,
// and the web app's way of trying again: what the report's timeline counts.
import { setTimeout as sleep } from 'node:timers/promises'
import type { Answer } from '../launch/http'

export interface Attempt {
  /** Who sent it: "customer 17", "officer03". */
  by: string
  /** The step of the journey (register, filing, decision…). */
  step: string
  /** METHOD /path, the route and the application's id if any. */
  request: string
  /** ms since the morning began. */
  sentAt: number
  answeredAt: number
  status: number
  failed: boolean
  requestId?: string
  /** The answer's words, for a failed one. */
  detail?: string
}

/**
 * How the web app tries again (apps/web/src/lib/api-client.ts and providers.tsx): a query
 * (GET) is asked again once by react-query, a second later; a form's request (POST) is not
 * sent again by the page, but by its reader pressing the button again after the error, here
 * 3 s later, with the same Idempotency-Key for a filing (use-form-draft.ts). A person keeps at
 * it for GIVE_UP_MS, then gives up: a customer who does is not finished.
 */
const AGAIN_AFTER_MS = { GET: 1_000, POST: 3_000 } as const
const GIVE_UP_MS = 180_000

/** What trying again cannot mend: the answer goes back to the journey, which decides. */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 429 && status !== 408

interface Sending {
  by: string
  step: string
  request: string
  send: () => Promise<Answer>
  ok: (answer: Answer) => boolean
}

export class RequestBook {
  readonly startedAt = Date.now()
  readonly attempts: Attempt[] = []
  /** Requests under way, by step: the crash waits for uploads in flight. */
  private readonly underWay = new Map<string, number>()

  now = () => Date.now() - this.startedAt

  inFlight = (step: string) => this.underWay.get(step) ?? 0

  /** One request, booked; `ok` says whether its answer lets the journey go on. */
  private async once({ by, step, request, send, ok }: Sending): Promise<Answer> {
    const sentAt = this.now()
    this.underWay.set(step, this.inFlight(step) + 1)
    const answer = await send().finally(() => this.underWay.set(step, this.inFlight(step) - 1))
    const failed = !ok(answer)
    this.attempts.push({
      by,
      step,
      request,
      sentAt,
      answeredAt: this.now(),
      status: answer.status,
      failed,
      requestId: answer.requestId,
      ...(failed && { detail: JSON.stringify(answer.body).slice(0, 160) }),
    })
    return answer
  }

  /**
   * Sends until `ok` (the answer, with the whole wait in `ms`), an answer no retry mends (a
   * 4xx: the journey decides), or GIVE_UP_MS (the last answer).
   */
  async persist(
    by: string,
    step: string,
    request: string,
    send: () => Promise<Answer>,
    ok: (answer: Answer) => boolean,
  ): Promise<Answer & { tries: number }> {
    const started = performance.now()
    const method = request.startsWith('GET') ? 'GET' : 'POST'
    for (let tries = 1; ; tries++) {
      const answer = await this.once({ by, step, request, send, ok })
      const done = ok(answer) || isFinal(answer.status) || performance.now() - started > GIVE_UP_MS
      if (done) return { ...answer, ms: performance.now() - started, tries }
      await sleep(AGAIN_AFTER_MS[method])
    }
  }
}
