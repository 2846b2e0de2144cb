// An honest customer's launch-day journey through the real API: register, sign in, file a
// power clearance with a 300 KB document, read the ticket list. Each step goes on only on the
// answer a customer needs; any other ends the journey there (no retries: a refused customer
// is a figure, and a retrying bench would stall on a limit an hour long).
import { file, pdfBytes } from '../../apps/server/test/helpers/files'
import { powerClearanceForm } from '../../apps/server/test/helpers/filings'
import { field, type Answer, type Client } from './http'
import { codeOnThePhone, nextCode } from './inbox'
import { customer, registration, type Person, type Places } from './people'
import { sendGuarded } from './proof-of-work'
import type { Tally } from './tally'

export const STEPS = {
  register: 'register',
  registrationCode: 'registration code (SMS)',
  registrationVerify: 'registration code sent back',
  signIn: 'sign in',
  signInCode: 'sign-in code (SMS)',
  signInVerify: 'sign-in code sent back',
  file: 'file a power clearance',
  tickets: 'ticket list',
} as const

const DOCUMENT_BYTES = 300_000

/** Someone at a phone behind one address: who counts their answers, and whether they solve proofs of work. */
export interface Caller {
  client: Client
  /** The phone's SMS, read from the development inbox. */
  inbox: Client
  tally: Tally
  solves: boolean
}

export type Outcome = { ok: true; token: string; smsKey?: string } | { ok: false; stoppedAt: string }

/** Where a journey stopped: the step and its answer's status. */
const where = (step: string, answer: Answer) => `${step} ${answer.status || '(no answer)'}`
const stopped = (step: string, answer: Answer): Outcome => ({ ok: false, stoppedAt: where(step, answer) })

/** Asks for a code (202), reads it from the inbox, sends it back; the token on `done`. */
async function withCode(
  caller: Caller,
  mobile: string,
  ask: { step: string; path: string; body: Record<string, unknown> },
  answer: { codeStep: string; step: string; path: string; done: number },
  after?: string,
): Promise<Outcome> {
  const guard = { solves: caller.solves, count: caller.tally.proofOfWork }
  const asked = await sendGuarded(caller.client, ask.path, ask.body, guard)
  const answeredAt = Date.now()
  if (!caller.tally.expect(ask.step, asked, 202)) return stopped(ask.step, asked)
  // Past the person's budget the portal sends no new SMS: the code already on the phone stands.
  const newCode = field(asked, 'new_code') !== false
  const sms = newCode
    ? await nextCode(caller.inbox, mobile, after)
    : await codeOnThePhone(caller.inbox, mobile, ask.path.includes('login') ? /to sign in/ : /to register/)
  // By the inbox's own time: the bench's polls wait on the same busy server as the outbox.
  if (newCode) caller.tally.codeWaits.push(sms.at ? Date.parse(sms.at) - answeredAt : sms.ms)
  if (!caller.tally.expect(answer.codeStep, sms, 200)) return stopped(answer.codeStep, sms)
  const sentBack = { challenge: field(asked, 'challenge'), code: sms.code }
  const done = await sendGuarded(caller.client, answer.path, sentBack, guard)
  if (!caller.tally.expect(answer.step, done, answer.done)) return stopped(answer.step, done)
  return { ok: true, token: String(field(done, 'token')), smsKey: sms.key }
}

export const register = (caller: Caller, person: Person, places: Places, name: string, after?: string) =>
  withCode(
    caller,
    person.mobile,
    { step: STEPS.register, path: '/api/customers/', body: registration(person, places, name) },
    {
      codeStep: STEPS.registrationCode,
      step: STEPS.registrationVerify,
      path: '/api/customers/verify/',
      done: 201,
    },
    after,
  )

export const signIn = (caller: Caller, person: Person, after?: string) =>
  withCode(
    caller,
    person.mobile,
    {
      step: STEPS.signIn,
      path: '/api/accounts/login/',
      body: { username: person.cid, password: person.mobile },
    },
    { codeStep: STEPS.signInCode, step: STEPS.signInVerify, path: '/api/accounts/login/verify/', done: 200 },
    after,
  )

/** A PDF (~300 KB) of this customer's own: the store keeps files by content, and real uploads differ. */
export function ownDocument(index: number, name = 'cid-copy.pdf', bytes = DOCUMENT_BYTES) {
  const pdf = pdfBytes(bytes)
  pdf.set(new TextEncoder().encode(`customer ${index} ${name}\n`), 16)
  return file(pdf, name)
}

/** The whole journey of customer `index`; undefined when it finished, else where it stopped. */
export async function journey(caller: Caller, index: number, places: Places): Promise<string | undefined> {
  const person = customer(index)
  const registered = await register(caller, person, places, `Customer ${index}`)
  if (!registered.ok) return registered.stoppedAt
  const signedIn = await signIn(caller, person, registered.smsKey)
  if (!signedIn.ok) return signedIn.stoppedAt
  const { token } = signedIn
  const filed = await caller.client.send('POST', '/api/services/power-clearances/', {
    token,
    form: powerClearanceForm(places.division, { cid_copy: ownDocument(index) }),
  })
  if (!caller.tally.expect(STEPS.file, filed, 201)) return where(STEPS.file, filed)
  const tickets = await caller.client.send('GET', '/api/tickets/', { token })
  if (!caller.tally.expect(STEPS.tickets, tickets, 200)) return where(STEPS.tickets, tickets)
  return undefined
}
