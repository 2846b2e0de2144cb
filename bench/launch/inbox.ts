// Codes arrive the way a phone gets them: the portal's outbox delivers an SMS after the
// request that asked for it, into the development inbox (GET /api/dev/sms/?to=…), newest first.
import { setTimeout as sleep } from 'node:timers/promises'
import { performance } from 'node:perf_hooks'
import type { Answer, Client } from './http'

interface Sms {
  to: string
  body: string
  at: string
}

/** The inbox lists a number's newest 50 SMS only. */
export const INBOX_SIZE = 50
// Well past the outbox's poll interval and any queue in front of it: a code later than this
// is a code the customer gave up on.
const CODE_WAIT_MS = 20_000

const keyOf = (sms: Sms | undefined) => (sms ? `${sms.at} ${sms.body}` : undefined)

export async function smsTo(inbox: Client, mobile: string): Promise<Sms[]> {
  const answer = await inbox.send('GET', `/api/dev/sms/?to=${mobile}`)
  return answer.status === 200 && Array.isArray(answer.body) ? (answer.body as Sms[]) : []
}

/** What a later code is told apart by: the newest SMS the number has now. */
export const newestSms = async (inbox: Client, mobile: string) => keyOf((await smsTo(inbox, mobile))[0])

export interface ArrivedCode extends Answer {
  code?: string
  /** This SMS, for telling the next one apart. */
  key?: string
  /** When the SMS reached the inbox, by the portal's clock (the bench's machine's). */
  at?: string
}

/** The newest SMS to `mobile` and its code, when it is newer than `after`. */
async function newCode(inbox: Client, mobile: string, after?: string) {
  const newest = (await smsTo(inbox, mobile))[0]
  const code = newest && keyOf(newest) !== after ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined
  return newest && code ? { code, key: keyOf(newest), at: newest.at } : undefined
}

/**
 * The code of the first SMS to `mobile` newer than `after`, polled for until it arrives or
 * CODE_WAIT_MS pass; as an answer, so that its wait is timed as a step (status 0: none came).
 * The polls queue on the same busy server as everything else: an SMS the inbox kept within
 * the wait was on the phone in time, however late the last poll read it.
 */
export async function nextCode(inbox: Client, mobile: string, after?: string): Promise<ArrivedCode> {
  const started = performance.now()
  const startedAt = Date.now()
  const answer = (status: number, sms?: Awaited<ReturnType<typeof newCode>>) => ({
    status,
    body: sms ? '' : 'no SMS came',
    ms: performance.now() - started,
    ...sms,
  })
  for (let wait = 25; performance.now() - started < CODE_WAIT_MS; wait = Math.min(wait * 2, 500)) {
    const sms = await newCode(inbox, mobile, after)
    if (sms) return answer(200, sms)
    await sleep(wait)
  }
  const late = await newCode(inbox, mobile, after)
  if (late && Date.parse(late.at) - startedAt <= CODE_WAIT_MS) return answer(200, late)
  // Too late: the customer gave up, but the SMS's time still tells how late it was.
  return late ? { ...answer(0), at: late.at } : answer(0)
}

/**
 * The code a person reads off their phone when the portal sent no new SMS (`new_code: false`):
 * the newest SMS of that kind (`words`, e.g. "to sign in") already there.
 */
export async function codeOnThePhone(inbox: Client, mobile: string, words: RegExp): Promise<ArrivedCode> {
  const started = performance.now()
  const sms = (await smsTo(inbox, mobile)).find((m) => words.test(m.body))
  const code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1]
  if (!code) return { status: 0, body: 'no such SMS on the phone', ms: performance.now() - started }
  return { status: 200, body: '', ms: performance.now() - started, code, key: keyOf(sms) }
}
