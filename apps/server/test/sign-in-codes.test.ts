import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@portal/domain/messages'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import {
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_MESSAGES,
  type TCodeChallenge,
} from '@portal/domain/sign-in-codes'
import { SMS_BUDGETS } from '../src/services/sign-in/sign-in-codes'
import { registerCustomer, registrationFor, signIn } from './helpers/customers'
import { codeSentTo, messageCount, testApp } from './helpers/test-app'
import { BURST } from './helpers/burst'

/** One-time codes by SMS (DESIGN.md §5), the default. */
let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp()
})
afterAll(() => portal.close())

let nextClient = 0
const client = () => `192.0.2.${++nextClient}`

const post = (url: string, payload: object, remoteAddress = client()) =>
  portal.app.inject({ method: 'POST', url, payload, remoteAddress })

/** Asks for a sign-in code; the challenge and the code the SMS carried. */
async function startSignIn(customer: { cid: string; mobile: string }, remoteAddress = client()) {
  const from = messageCount(portal.app)
  const response = await post(
    '/api/accounts/login/',
    { username: customer.cid, password: customer.mobile },
    remoteAddress,
  )
  expect(response.statusCode).toBe(202)
  const challenge = response.json<TCodeChallenge>()
  return { ...challenge, code: await codeSentTo(portal.app, customer.mobile, from) }
}

const verifySignIn = (challenge: string, code: string) =>
  post('/api/accounts/login/verify/', { challenge, code })
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('signing in with a code', () => {
  it('answers 202 with a masked number, texts a 6-digit code, and signs in with it once', async () => {
    const customer = await registerCustomer(portal.app, { mobile: '17451278' })
    const started = await startSignIn(customer)
    expect(started).toMatchObject({ otp_required: true, sent_to: '17****78' })
    expect(started.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const refused = await verifySignIn(started.challenge, wrong(started.code))
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ detail: SIGN_IN_CODE_MESSAGES.wrongCode })
    const signedIn = await verifySignIn(started.challenge, started.code)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toMatchObject({ token: expect.any(String), name: customer.name })
    expect((await verifySignIn(started.challenge, started.code)).json()).toEqual({
      detail: SIGN_IN_CODE_MESSAGES.challengeEnded,
      code: 'code_ended',
    })
  })

  it("words an ended code's refusal in the page's language, with the same code for the page to act on", async () => {
    const customer = await registerCustomer(portal.app)
    const started = await startSignIn(customer)
    expect((await verifySignIn(started.challenge, started.code)).statusCode).toBe(200)
    const again = await portal.app.inject({
      method: 'POST',
      url: '/api/accounts/login/verify/',
      payload: { challenge: started.challenge, code: started.code },
      headers: { 'accept-language': 'dz' },
      remoteAddress: client(),
    })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      detail: DZ_FORM_TEXTS[SIGN_IN_CODE_MESSAGES.challengeEnded]!.text,
      code: 'code_ended',
    })
    // A wrong code may be tried again: no code, nothing for the page to act on.
    const next = await startSignIn(customer)
    expect((await verifySignIn(next.challenge, wrong(next.code))).json()).toEqual({
      detail: SIGN_IN_CODE_MESSAGES.wrongCode,
    })
  })

  it('signs no one in with a code sent to a number the account no longer has', async () => {
    const customer = await registerCustomer(portal.app)
    const started = await startSignIn(customer)
    await portal.db
      .updateTable('customers')
      .set({ mobile: '17000999' })
      .where('cid', '=', customer.cid)
      .execute()
    const refused = await verifySignIn(started.challenge, started.code)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ detail: MESSAGES.loginFailed })
  })

  it('keeps neither the code nor the challenge in the database', async () => {
    const customer = await registerCustomer(portal.app)
    const started = await startSignIn(customer)
    const rows = JSON.stringify([
      await portal.db.selectFrom('code_challenges').selectAll().execute(),
      await portal.db.selectFrom('outbox').selectAll().where('sent_at', 'is not', null).execute(),
    ])
    expect(rows).not.toContain(started.challenge)
    expect(rows).not.toContain(started.code)
  })

  it('sends no code for a wrong CID or mobile, with the specification message', async () => {
    const customer = await registerCustomer(portal.app)
    const before = messageCount(portal.app)
    const response = await post('/api/accounts/login/', { username: customer.cid, password: '17999999' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: MESSAGES.loginFailed })
    await portal.app.deliverOutbox()
    expect(messageCount(portal.app)).toBe(before)
  })

  it('ends a challenge after 5 wrong codes, and after 5 minutes', async () => {
    const customer = await registerCustomer(portal.app)
    const tried = await startSignIn(customer)
    for (let i = 0; i < 5; i++)
      expect((await verifySignIn(tried.challenge, wrong(tried.code))).statusCode).toBe(400)
    expect((await verifySignIn(tried.challenge, tried.code)).json()).toEqual({
      detail: SIGN_IN_CODE_MESSAGES.challengeEnded,
      code: 'code_ended',
    })

    const late = await startSignIn(customer)
    await portal.db
      .updateTable('code_challenges')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` } as never)
      .execute()
    expect((await verifySignIn(late.challenge, late.code)).statusCode).toBe(400)
  })

  it(`evaluates a burst of ${BURST} simultaneous codes only 5 times`, async () => {
    const customer = await registerCustomer(portal.app)
    const { challenge, code } = await startSignIn(customer)
    const guesses = Array.from({ length: BURST }, (_, i) => String(i).padStart(6, '0')).filter(
      (g) => g !== code,
    )
    const answers = await Promise.all(guesses.map((guess) => verifySignIn(challenge, guess)))
    const details = answers.map((a) => a.json<{ detail: string }>().detail)
    expect(details.filter((d) => d === SIGN_IN_CODE_MESSAGES.wrongCode)).toHaveLength(5)
    expect(details.filter((d) => d === SIGN_IN_CODE_MESSAGES.challengeEnded)).toHaveLength(guesses.length - 5)
    expect((await verifySignIn(challenge, code)).statusCode).toBe(400)
  })
  it(`signs in once for a burst of ${BURST} simultaneous right codes; every other is told the code has ended`, async () => {
    const customer = await registerCustomer(portal.app)
    const { challenge, code } = await startSignIn(customer)
    const answers = await Promise.all(Array.from({ length: BURST }, () => verifySignIn(challenge, code)))
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1)
    const refused = answers.filter((a) => a.statusCode !== 200)
    expect(refused.map((a) => a.statusCode)).toEqual(refused.map(() => 400))
    expect(new Set(refused.map((a) => a.json<{ detail: string }>().detail))).toEqual(
      new Set([SIGN_IN_CODE_MESSAGES.challengeEnded]),
    )
  })
})

describe('the SMS budgets', () => {
  const signInCodes = SMS_BUDGETS.signInPerAccount.allowance
  const numberCodes = SMS_BUDGETS.perNumber.allowance
  /** The SMS the number was sent after `from`, once the outbox holds none for it. */
  const smsTo = async (mobile: string, from: number) => {
    await expect
      .poll(async () => {
        await portal.app.deliverOutbox()
        const waiting = await portal.db
          .selectFrom('outbox')
          .select('id')
          .where('recipient', '=', mobile)
          .where('sent_at', 'is', null)
          .execute()
        return waiting.length
      })
      .toBe(0)
    return portal.sent.slice(from).filter((m) => m.channel === 'sms' && m.recipient === mobile).length
  }

  it(`sends ${signInCodes} sign-in codes to an account in an hour, even to a burst; the rest share the code on the phone`, async () => {
    const customer = await registerCustomer(portal.app)
    const from = messageCount(portal.app)
    // Each from a network of its own: the account's budget is tested here, not one network's.
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post(
          '/api/accounts/login/',
          { username: customer.cid, password: customer.mobile },
          `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        ),
      ),
    )
    const sent = answers.filter((a) => a.statusCode === 202 && a.json<TCodeChallenge>().new_code)
    expect(sent).toHaveLength(signInCodes)
    // The others of the burst share a code already sent, or (before any was stored) wait.
    expect(answers.filter((a) => a.statusCode !== 202 && a.statusCode !== 429).map((a) => a.body)).toEqual([])
    expect(await smsTo(customer.mobile, from)).toBe(signInCodes)
    // Asked once more, the portal answers with the code on the phone, and sends nothing.
    const again = await post('/api/accounts/login/', { username: customer.cid, password: customer.mobile })
    expect(again.statusCode).toBe(202)
    const shared = again.json<TCodeChallenge>()
    expect(shared.new_code).toBe(false)
    // The person holding the phone signs in with the newest code.
    const newest = await codeSentTo(portal.app, customer.mobile, messageCount(portal.app) - 1)
    expect((await verifySignIn(shared.challenge, newest)).statusCode).toBe(200)
    expect(await smsTo(customer.mobile, from)).toBe(signInCodes)
  })

  it('refuses a code past the budget once no code on the phone is live, saying when to try again', async () => {
    const customer = await registerCustomer(portal.app)
    for (let i = 0; i < signInCodes; i++) await startSignIn(customer)
    await sql`UPDATE code_challenges SET expires_at = now() - interval '1 second'
              WHERE mobile = ${customer.mobile}`.execute(portal.db)
    const refused = await post('/api/accounts/login/', { username: customer.cid, password: customer.mobile })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      detail: expect.stringMatching(
        /^Too many codes were sent to this number\. Please try again in (60|59) minutes\. You can also use the Bhutan NDI wallet\.$/,
      ),
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_500)
  })

  it('cannot be spent by a stranger: registrations naming your number never stop your own sign-in', async () => {
    const victim = await registerCustomer(portal.app)
    const from = messageCount(portal.app)
    const strangers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) =>
        post(
          '/api/customers/',
          { ...(await registrationFor(portal.app)), mobile: victim.mobile },
          `203.0.113.${100 + (i % 50)}`,
        ),
      ),
    )
    // Registering's own code came back, so the number's two are the strangers' to spend.
    expect(strangers.filter((a) => a.statusCode === 202 && a.json<TCodeChallenge>().new_code)).toHaveLength(
      numberCodes,
    )
    // Every stranger's SMS has reached the phone before the owner asks for their own.
    expect(await smsTo(victim.mobile, from)).toBe(numberCodes)
    const own = await startSignIn(victim)
    expect(own.new_code).toBe(true)
    expect((await verifySignIn(own.challenge, own.code)).statusCode).toBe(200)
    // The strangers' two codes and the owner's own: never more than five to one phone.
    expect(await smsTo(victim.mobile, from)).toBe(numberCodes + 1)
  })

  it("never lets a stranger who knows only the number reach the owner's code", async () => {
    const victim = await registerCustomer(portal.app)
    // From addresses of their own: one network's unfinished registrations pay a proof of work.
    const stranger = async () =>
      post('/api/customers/', { ...(await registrationFor(portal.app)), mobile: victim.mobile })
    const from = messageCount(portal.app)
    for (let i = 0; i < numberCodes; i++) expect((await stranger()).statusCode).toBe(202)
    expect(await smsTo(victim.mobile, from)).toBe(numberCodes)
    const own = await startSignIn(victim)
    // The number's codes are spent, and the owner's sign-in code is not the strangers' to share.
    const refused = await stranger()
    expect(refused.statusCode).toBe(429)
    expect((await verifySignIn(own.challenge, own.code)).statusCode).toBe(200)
  })

  it('lets a family register three CIDs on one phone, one after another', async () => {
    const phone = (await registrationFor(portal.app)).mobile
    for (let i = 0; i < 3; i++) await registerCustomer(portal.app, { mobile: phone })
  })

  it('takes any live sign-in code on the phone for a challenge that sent none: the person reads whichever SMS', async () => {
    const customer = await registerCustomer(portal.app)
    const codes = []
    for (let i = 0; i < signInCodes; i++) codes.push((await startSignIn(customer)).code)
    const shared = await post('/api/accounts/login/', { username: customer.cid, password: customer.mobile })
    expect(shared.json<TCodeChallenge>().new_code).toBe(false)
    expect((await verifySignIn(shared.json<TCodeChallenge>().challenge, codes[0]!)).statusCode).toBe(200)
  })

  it('gives each shared code its own five tries in all, however many challenges share it', async () => {
    const customer = await registerCustomer(portal.app)
    for (let i = 0; i < signInCodes; i++) await startSignIn(customer)
    const shared = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/api/accounts/login/', { username: customer.cid, password: customer.mobile }),
      ),
    )
    const guesses = await Promise.all(
      shared.map((a, i) => verifySignIn(a.json<TCodeChallenge>().challenge, String(100_000 + i))),
    )
    const wrongs = guesses.filter(
      (g) => g.json<{ detail: string }>().detail === SIGN_IN_CODE_MESSAGES.wrongCode,
    )
    // Each guess is compared with a code only by spending one of that code's tries.
    const codes = await portal.db
      .selectFrom('code_challenges')
      .select('attempts')
      .where('mobile', '=', customer.mobile)
      .where('purpose', '=', 'sign-in')
      .where('code_of', 'is', null)
      .execute()
    expect(codes).toHaveLength(signInCodes)
    for (const code of codes) expect(code.attempts).toBeLessThanOrEqual(SIGN_IN_CODE_ATTEMPTS)
    expect(wrongs.length).toBeLessThanOrEqual(signInCodes * SIGN_IN_CODE_ATTEMPTS)
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true)
  })
})

/**
 * Makes the next insert into `table` fail, once, as a connection lost between a code's use and
 * what it completes would. A sequence counts the tries: it is not rolled back with the failure.
 */
async function failNextInsertInto(table: 'customers' | 'customer_tokens') {
  await sql
    .raw(
      `drop sequence if exists fail_once_${table};
       create sequence fail_once_${table};
       create or replace function fail_once_${table}() returns trigger language plpgsql as $$
       begin
         if nextval('fail_once_${table}') = 1 then raise exception 'the connection was lost'; end if;
         return new;
       end $$;
       drop trigger if exists fail_once on ${table};
       create trigger fail_once before insert on ${table} for each row execute function fail_once_${table}();`,
    )
    .execute(portal.db)
}

describe('a code whose completion fails', () => {
  it('stays unused, so the retry registers the customer', async () => {
    const registration = await registrationFor(portal.app)
    const from = messageCount(portal.app)
    const { challenge } = (await post('/api/customers/', registration)).json<TCodeChallenge>()
    const code = await codeSentTo(portal.app, registration.mobile, from)
    await failNextInsertInto('customers')
    expect((await post('/api/customers/verify/', { challenge, code })).statusCode).toBe(500)
    const retried = await post('/api/customers/verify/', { challenge, code })
    expect(retried.statusCode).toBe(201)
    expect(retried.json()).toMatchObject({ cid: registration.cid, token: expect.any(String) })
  })

  it('stays unused, so the retry signs the customer in', async () => {
    const customer = await registerCustomer(portal.app)
    const started = await startSignIn(customer)
    await failNextInsertInto('customer_tokens')
    expect((await verifySignIn(started.challenge, started.code)).statusCode).toBe(500)
    const retried = await verifySignIn(started.challenge, started.code)
    expect(retried.statusCode).toBe(200)
    expect(retried.json()).toMatchObject({ token: expect.any(String), name: customer.name })
  })
})

describe('registering with a code', () => {
  it('creates the customer only once the code comes back, and signs them in', async () => {
    const registration = await registrationFor(portal.app)
    const from = messageCount(portal.app)
    const started = await post('/api/customers/', registration)
    expect(started.statusCode).toBe(202)
    const { challenge } = started.json<TCodeChallenge>()
    const exists = () =>
      portal.db.selectFrom('customers').select('cid').where('cid', '=', registration.cid).executeTakeFirst()
    expect(await exists()).toBeUndefined()

    const code = await codeSentTo(portal.app, registration.mobile, from)
    // A registration code does not sign in, nor a sign-in code register.
    expect((await verifySignIn(challenge, code)).statusCode).toBe(400)
    const verified = await post('/api/customers/verify/', { challenge, code })
    expect(verified.statusCode).toBe(201)
    const body = verified.json<{ token: string; cid: string }>()
    expect(body).toMatchObject({
      cid: registration.cid,
      mobile: registration.mobile,
      name: registration.name,
    })
    expect(await exists()).toBeDefined()
    const profile = await portal.app.inject({
      url: '/api/customers/profile/',
      headers: { authorization: `TOKEN ${body.token}` },
    })
    expect(profile.statusCode).toBe(200)
  })

  it('refuses a CID already registered with 409, and sends nothing', async () => {
    const customer = await registerCustomer(portal.app)
    const before = messageCount(portal.app)
    const again = await post('/api/customers/', await registrationFor(portal.app, { cid: customer.cid }))
    expect(again.statusCode).toBe(409)
    await portal.app.deliverOutbox()
    expect(messageCount(portal.app)).toBe(before)
  })
})

describe('changing the mobile', () => {
  it('changes other fields at once, the mobile on its codes; then other sessions end and the old number is told', async () => {
    const registration = await registerCustomer(portal.app)
    const here = await signIn(portal.app, registration)
    const elsewhere = await signIn(portal.app, registration)
    const someoneElse = await signIn(portal.app, await registerCustomer(portal.app))
    const { cid: _cid, fixed_line: _fixed, ...editable } = registration
    const from = messageCount(portal.app)
    const patched = await portal.app.inject({
      method: 'PATCH',
      url: `/api/customers/${registration.cid}/`,
      headers: { authorization: here },
      payload: { ...editable, name: 'Pema Wangmo Dorji', mobile: '77123499' },
    })
    expect(patched.statusCode).toBe(202)
    expect(patched.json()).toMatchObject({ otp_required: true, sent_to: '77****99' })
    const profile = (authorization: string) =>
      portal.app.inject({ url: '/api/customers/profile/', headers: { authorization } })
    expect((await profile(here)).json()).toMatchObject({
      name: 'Pema Wangmo Dorji',
      mobile: registration.mobile,
    })

    const code = await codeSentTo(portal.app, '77123499', from)
    const currentCode = await codeSentTo(portal.app, registration.mobile, from)
    const verified = await post('/api/customers/verify/', {
      challenge: patched.json<TCodeChallenge>().challenge,
      code,
      current_code: currentCode,
    })
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toMatchObject({ mobile: '77123499' })
    expect((await profile(here)).statusCode).toBe(200)
    expect((await profile(elsewhere)).statusCode).toBe(401)
    // Only this customer's other sessions end.
    expect((await profile(someoneElse)).statusCode).toBe(200)
    await portal.app.deliverOutbox()
    expect(
      portal.sent.some((m) => m.recipient === registration.mobile && m.body.includes('changed to 77****99')),
    ).toBe(true)
    // The customer's message centre keeps the notice too.
    const centre = await portal.app.inject({ url: '/api/notifications/', headers: { authorization: here } })
    expect(centre.json()).toContainEqual(
      expect.objectContaining({ channel: 'sms', subject: 'Your mobile number was changed', read: false }),
    )
  })
})

describe('the development SMS inbox', () => {
  it('shows a tester the SMS sent to a number, newest first', async () => {
    const dev = await testApp({}, { transports: 'configured' })
    try {
      // As a tester does it: register, read the code in the inbox, sign in, read again.
      const registration = await registrationFor(dev.app)
      // The portal sends codes at once in the background: a run may hold a message the
      // test's own delivery then skips, so read until `count` have arrived.
      const inbox = async (count: number) => {
        for (let tries = 0; ; tries++) {
          await dev.app.deliverOutbox()
          const response = await dev.app.inject({ url: `/api/dev/sms/?to=${registration.mobile}` })
          expect(response.statusCode).toBe(200)
          const messages = response.json<{ to: string; body: string; at: string }[]>()
          if (messages.length >= count || tries === 100) return messages
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }
      const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]
      const registering = await dev.app.inject({
        method: 'POST',
        url: '/api/customers/',
        payload: registration,
      })
      const [registrationSms] = await inbox(1)
      expect(registrationSms).toMatchObject({
        to: registration.mobile,
        body: expect.stringMatching(/code to register/),
      })
      const verified = await dev.app.inject({
        method: 'POST',
        url: '/api/customers/verify/',
        payload: {
          challenge: registering.json<TCodeChallenge>().challenge,
          code: codeIn(registrationSms!.body),
        },
      })
      expect(verified.statusCode).toBe(201)

      await dev.app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        payload: { username: registration.cid, password: registration.mobile },
      })
      const messages = await inbox(2)
      expect(messages).toHaveLength(2)
      expect(messages[0]!.body).toMatch(/^BPC: \d{6} is your code to sign in/)
      expect(Date.parse(messages[0]!.at)).toBeGreaterThanOrEqual(Date.parse(messages[1]!.at))
      // Eight digits, no more and nothing else.
      for (const to of [`${registration.mobile}7`, `x${registration.mobile}`]) {
        const refused = await dev.app.inject({ url: `/api/dev/sms/?to=${to}` })
        expect(refused.json()).toMatchObject({ errors: { to: ['Give the 8-digit mobile number'] } })
      }
    } finally {
      await dev.close()
    }
  })

  it('does not exist in production, nor with an SMS gateway', async () => {
    for (const overrides of [
      { PORTAL_ENV: 'production' as const },
      { SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' },
    ]) {
      const other = await testApp(overrides)
      try {
        expect((await other.app.inject({ url: '/api/dev/sms/?to=17123456' })).statusCode).toBe(404)
      } finally {
        await other.close()
      }
    }
  })
})
