// One customer's morning through the proxy: register with the code the SMSC received, sign in
// with another, file their form, read the ticket list; then, once the decision's SMS is on
// their phone, download the letter (or read the decided ticket, for a service without one).
// Every request is tried again as the web app's reader would (requests.ts).
import { hasLetter } from '@portal/domain/status'
import { field, type Answer, type Client } from '../launch/http'
import { customer, registration, type Person, type Places } from '../launch/people'
import { sendGuarded, type ProofOfWorkCount } from '../launch/proof-of-work'
import { filingOf } from './forms'
import type { RequestBook } from './requests'
import type { SmsPart, SmsRecord } from './sms-record'

export const STEPS = ['register', 'code', 'sign-in', 'filing', 'ticket', 'letter'] as const
export type Step = (typeof STEPS)[number]

export interface Morning {
  book: RequestBook
  sms: SmsRecord
  proofOfWork: ProofOfWorkCount
  places: Omit<Places, 'division'>
  divisions: number[]
  /** Each step's times, ms: what the customer waited, retries included. */
  times: Record<Step, number[]>
}

/** What one customer did and got back: the report's count of filings is made from it. */
export interface CustomerRun {
  index: number
  person: Person
  /** The application ids the portal answered this customer's filing with (one, or it doubled). */
  filedIds: Set<number>
  /** Once filed: the session and the application the decision is awaited for. */
  token?: string
  id?: number
  decided?: { service: string; status: string }
  stoppedAt?: string
  finished: boolean
  /** ms since the morning began: when the filing was answered, and when the customer finished. */
  filedAt?: number
  finishedAt?: number
}

/** A code later than this is one the customer stops waiting for and asks again. */
const CODE_WAIT_MS = 60_000
/** Rounds of asking for a code before the customer gives up on a step. */
const ROUNDS = 4
const CODES_TRIED = 3

const codeWords = { register: /to register/, 'sign-in': /to sign in/ }

/** The next code's SMS for `mobile`: a new one after `since`, or (no new SMS sent) the newest there. */
async function nextCode(
  m: Morning,
  mobile: string,
  kind: keyof typeof codeWords,
  since?: number,
  tried = new Set<string>(),
) {
  const fits = (part: SmsPart) => codeWords[kind].test(part.text) && !tried.has(part.messageId)
  if (since === undefined) return m.sms.partsTo(mobile).filter(fits).at(-1)
  return m.sms.waitFor(mobile, (part) => part.at >= since && fits(part), CODE_WAIT_MS)
}

interface CodeStep {
  kind: keyof typeof codeWords
  ask: { path: string; body: Record<string, unknown>; also?: number }
  verify: { path: string; done: number }
}

/**
 * Asks for a code, reads it off the phone, sends it back: the verification's answer, 'also'
 * when the ask answered its `also` status (409: registered already), or why it stopped.
 */
async function withCode(m: Morning, client: Client, by: string, mobile: string, step: CodeStep) {
  const guard = { solves: true, count: m.proofOfWork }
  const stepName = step.kind
  let waited = 0
  for (let round = 0; round < ROUNDS; round++) {
    const since = Date.now()
    const asked = await m.book.persist(
      by,
      stepName,
      `POST ${step.ask.path}`,
      () => sendGuarded(client, step.ask.path, step.ask.body, guard),
      (answer) => answer.status === 202 || answer.status === step.ask.also,
    )
    waited += asked.ms
    if (asked.status === step.ask.also) return { outcome: 'also' as const, waited }
    if (asked.status !== 202) return { outcome: `${stepName} ${asked.status || 'no answer'}`, waited }
    const answeredAt = Date.now()
    const tried = new Set<string>()
    for (let codes = 0; codes < CODES_TRIED; codes++) {
      const newCode = field(asked, 'new_code') !== false
      const sms = await nextCode(m, mobile, step.kind, newCode ? since : undefined, tried)
      if (!sms) break
      if (codes === 0) m.times.code.push(Math.max(0, sms.at - answeredAt))
      tried.add(sms.messageId)
      const code = /\b(\d{6})\b/.exec(sms.text)?.[1]
      const json = { challenge: field(asked, 'challenge'), code }
      const verified = await m.book.persist(
        by,
        stepName,
        `POST ${step.verify.path}`,
        () => sendGuarded(client, step.verify.path, json, guard),
        (answer) => answer.status === step.verify.done,
      )
      waited += verified.ms
      if (verified.status === step.verify.done) return { outcome: 'done' as const, answer: verified, waited }
      // Refused after a try that got no answer: the first may have been taken; ask anew.
      if (verified.tries > 1 || verified.status === 0 || verified.status >= 500) break
    }
  }
  return { outcome: `${stepName}: no code taken in ${ROUNDS} rounds`, waited }
}

const register = (m: Morning, client: Client, person: Person, index: number) =>
  withCode(m, client, `customer ${index}`, person.mobile, {
    kind: 'register',
    ask: {
      path: '/api/customers/',
      body: {
        ...registration(person, { ...m.places, division: 0 }, `Customer ${index}`),
        email: `customer${index}@example.bt`,
      },
      also: 409,
    },
    verify: { path: '/api/customers/verify/', done: 201 },
  })

const signIn = (m: Morning, client: Client, person: Person, index: number) =>
  withCode(m, client, `customer ${index}`, person.mobile, {
    kind: 'sign-in',
    ask: { path: '/api/accounts/login/', body: { username: person.cid, password: person.mobile } },
    verify: { path: '/api/accounts/login/verify/', done: 200 },
  })

const stop = (run: CustomerRun, where: string) => {
  run.stoppedAt = where
  return run
}

/** Registers, signs in, files and reads the ticket list: the customer waits for the decision after. */
export async function fileOne(m: Morning, client: Client, index: number): Promise<CustomerRun> {
  const person = customer(index)
  const by = `customer ${index}`
  const run: CustomerRun = { index, person, filedIds: new Set(), finished: false }
  const registered = await register(m, client, person, index)
  if (registered.outcome !== 'done' && registered.outcome !== 'also') return stop(run, registered.outcome)
  m.times.register.push(registered.waited)
  const signedIn = await signIn(m, client, person, index)
  if (signedIn.outcome !== 'done') return stop(run, signedIn.outcome)
  m.times['sign-in'].push(signedIn.waited)
  const token = String(field(signedIn.answer!, 'token'))

  const filing = filingOf(index, m.divisions[index % m.divisions.length]!)
  const headers = { 'Idempotency-Key': filing.idempotencyKey }
  const filed = await m.book.persist(
    by,
    'filing',
    `POST ${filing.path}`,
    async () => {
      const answer = await client.send('POST', filing.path, { ...filing.body(), token, headers })
      if (answer.status === 201 || answer.status === 200) run.filedIds.add(Number(field(answer, 'id')))
      return answer
    },
    (answer) => answer.status === 201 || answer.status === 200,
  )
  if (run.filedIds.size === 0) return stop(run, `filing ${filed.status || 'no answer'}`)
  m.times.filing.push(filed.ms)
  run.filedAt = m.book.now()
  const id = Number(field(filed, 'id'))

  const tickets = await m.book.persist(
    by,
    'ticket',
    'GET /api/tickets/',
    () => client.send('GET', '/api/tickets/', { token }),
    (answer) => answer.status === 200,
  )
  if (tickets.status !== 200) return stop(run, `ticket list ${tickets.status || 'no answer'}`)
  const listed = Array.isArray(tickets.body) && tickets.body.some((t: { id?: number }) => t.id === id)
  if (!listed) return stop(run, `ticket list without application ${id}`)
  m.times.ticket.push(tickets.ms)
  return Object.assign(run, { token, id })
}

/** Once the decision's SMS is on the phone: the letter, or the decided ticket where no letter is. */
export async function readDecision(m: Morning, client: Client, run: CustomerRun, waitMs: number) {
  const { token, id } = run as Required<CustomerRun>
  const by = `customer ${run.index}`
  const words = `application ${id} has been `
  const sms = await m.sms.waitFor(run.person.mobile, (part) => part.text.includes(words), waitMs)
  if (!sms) return stop(run, 'no decision SMS in time')
  const status = sms.text.includes(`${words}approved`) ? 'Approved' : 'Rejected'
  const ticket = await m.book.persist(
    by,
    'letter',
    `GET /api/tickets/${id}/`,
    () => client.send('GET', `/api/tickets/${id}/`, { token }),
    (answer) => answer.status === 200,
  )
  if (ticket.status !== 200) return stop(run, `decided ticket ${ticket.status || 'no answer'}`)
  const service = String(field(ticket, 'service'))
  run.decided = { service, status: String(field(ticket, 'status')) }
  if (run.decided.status !== status) return stop(run, `ticket ${run.decided.status}, SMS said ${status}`)
  if (hasLetter(service, status)) {
    const path = `/api/tickets/${id}/download/`
    const letter = await m.book.persist(
      by,
      'letter',
      `GET ${path}`,
      () => client.send('GET', path, { token }),
      (answer: Answer) => answer.status === 200,
    )
    if (letter.status !== 200) return stop(run, `letter ${letter.status || 'no answer'}`)
    m.times.letter.push(letter.ms)
  }
  run.finished = true
  run.finishedAt = m.book.now()
  return run
}
