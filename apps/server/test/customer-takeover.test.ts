import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@portal/domain/messages'
import { SIGN_IN_CODE_MESSAGES, type TCodeChallenge } from '@portal/domain/sign-in-codes'
import type { TWalletData } from '@portal/domain/wallet'
import { hashToken } from '../src/services/sign-in/tokens'
import { isWalletVerified, registerCustomer, registrationFor, signIn } from './helpers/customers'
import { codeSentTo, messageCount, testApp } from './helpers/test-app'
import { share, startThread, walletCitizen, walletLogin } from './helpers/wallet'

/**
 * Issue 32: a stolen customer token must not move the account to the thief's phone, and a
 * CID belongs to whoever the wallet says it is.
 */
let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp()
})
afterAll(() => portal.close())

let nextClient = 0
const post = (url: string, payload: object, authorization?: string) =>
  portal.app.inject({
    method: 'POST',
    url,
    payload,
    headers: authorization ? { authorization } : {},
    remoteAddress: `198.51.100.${++nextClient % 250}`,
  })
const profile = (authorization: string) =>
  portal.app.inject({ url: '/api/customers/profile/', headers: { authorization } })
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

let nextMobile = 77_320_000
const freshMobile = () => String(nextMobile++)

type Customer = Awaited<ReturnType<typeof registerCustomer>>

/** Asks for a change of mobile with this session; the answer and where the SMS went from. */
const askForNewMobile = (customer: Customer, authorization: string, mobile: string) =>
  editProfile(customer, authorization, { mobile })

/** Changes the profile with this session; the answer and where the SMS went from. */
async function editProfile(customer: Customer, authorization: string, changes: object) {
  const from = messageCount(portal.app)
  const { cid: _cid, fixed_line: _fixed, ...editable } = customer
  const response = await portal.app.inject({
    method: 'PATCH',
    url: `/api/customers/${customer.cid}/`,
    headers: { authorization },
    payload: { ...editable, ...changes },
  })
  return { response, from }
}

const masked = (mobile: string) => `${mobile.slice(0, 2)}****${mobile.slice(-2)}`

/** Signs in through the wallet with this CID and mobile, as the owner's phone would share them. */
async function walletSignIn(cid: string, mobile: string, shared: Partial<TWalletData> = {}) {
  const { thread_id } = await startThread(portal.app)
  await share(portal.app, thread_id, walletCitizen({ ...shared, cid_no: cid, mobile_no: mobile }))
  return walletLogin(portal.app, thread_id)
}

const contactOf = (cid: string) =>
  portal.db.selectFrom('customers').select(['name', 'email']).where('cid', '=', cid).executeTakeFirstOrThrow()

const mobileOf = async (cid: string) =>
  (await portal.db.selectFrom('customers').select('mobile').where('cid', '=', cid).executeTakeFirstOrThrow())
    .mobile

/** Lets the outbox send, then the SMS a number was given since `from`. */
async function smsTo(mobile: string, from = 0) {
  await portal.app.deliverOutbox()
  return portal.sent.slice(from).filter((m) => m.channel === 'sms' && m.recipient === mobile)
}

describe('a change of mobile', () => {
  it('needs a code sent to the current number as well as the new one', async () => {
    const customer = await registerCustomer(portal.app)
    const session = await signIn(portal.app, customer)
    const newMobile = freshMobile()
    const { response, from } = await askForNewMobile(customer, session, newMobile)
    expect(response.statusCode).toBe(202)
    const challenge = response.json<TCodeChallenge & { current_sent_to?: string }>()
    expect(challenge).toMatchObject({
      sent_to: `${newMobile.slice(0, 2)}****${newMobile.slice(-2)}`,
      current_sent_to: `${customer.mobile.slice(0, 2)}****${customer.mobile.slice(-2)}`,
    })
    const code = await codeSentTo(portal.app, newMobile, from)
    const currentCode = await codeSentTo(portal.app, customer.mobile, from)
    expect(currentCode).not.toBe(code)

    // The new number's code alone, or with a wrong code for the current one, changes nothing.
    const alone = await post('/api/customers/verify/', { challenge: challenge.challenge, code })
    expect(alone.statusCode).toBe(400)
    expect(alone.json()).toEqual({ detail: SIGN_IN_CODE_MESSAGES.currentCodeRequired })
    const guessed = await post('/api/customers/verify/', {
      challenge: challenge.challenge,
      code,
      current_code: wrong(currentCode),
    })
    expect(guessed.statusCode).toBe(400)
    expect(guessed.json()).toEqual({ detail: SIGN_IN_CODE_MESSAGES.wrongCode })
    // Neither is the new number's code spent by a refusal of the other.
    const withWrongNew = await post('/api/customers/verify/', {
      challenge: challenge.challenge,
      code: wrong(code),
      current_code: currentCode,
    })
    expect(withWrongNew.statusCode).toBe(400)
    expect(await mobileOf(customer.cid)).toBe(customer.mobile)

    const both = await post('/api/customers/verify/', {
      challenge: challenge.challenge,
      code,
      current_code: currentCode,
    })
    expect(both.statusCode).toBe(200)
    expect(await mobileOf(customer.cid)).toBe(newMobile)
    // Each code is used once.
    const again = await post('/api/customers/verify/', {
      challenge: challenge.challenge,
      code,
      current_code: currentCode,
    })
    expect(again.json()).toEqual({ detail: SIGN_IN_CODE_MESSAGES.challengeEnded, code: 'code_ended' })
    // The number it left is told, with the number to call.
    const told = await smsTo(customer.mobile, from)
    expect(
      told.some((m) => /changed to \d\d\*\*\*\*\d\d\. If you did not do this, call 1250\./.test(m.body)),
    ).toBe(true)
  })

  it('spends the account its own budget of codes to the current number, and a live one answers past it', async () => {
    const customer = await registerCustomer(portal.app)
    const session = await signIn(portal.app, customer)
    const before = (await smsTo(customer.mobile)).length
    const answers: (TCodeChallenge & { current_new_code?: boolean })[] = []
    for (let i = 0; i < 3; i++) {
      const { response } = await askForNewMobile(customer, session, freshMobile())
      expect(response.statusCode).toBe(202)
      answers.push(response.json())
    }
    // Two codes an hour reach the current number for a change of mobile; the third shares one.
    expect((await smsTo(customer.mobile)).length - before).toBe(2)
    expect(answers.map((answer) => answer.current_new_code)).toEqual([true, true, false])
  })

  it("needs the new number's code only after a wallet sign-in of the same CID, and clears the wallet-verified mark", async () => {
    const customer = await registerCustomer(portal.app)
    const signedIn = await walletSignIn(customer.cid, customer.mobile)
    expect(signedIn.statusCode).toBe(200)
    expect(await isWalletVerified(portal.app, customer.cid)).toBe(true)
    const session = `TOKEN ${signedIn.json<{ token: string }>().token}`
    const newMobile = freshMobile()
    const { response, from } = await askForNewMobile(customer, session, newMobile)
    expect(response.statusCode).toBe(202)
    expect(response.json()).not.toHaveProperty('current_sent_to')
    const code = await codeSentTo(portal.app, newMobile, from)
    const verified = await post('/api/customers/verify/', {
      challenge: response.json<TCodeChallenge>().challenge,
      code,
    })
    expect(verified.statusCode).toBe(200)
    expect(await mobileOf(customer.cid)).toBe(newMobile)
    // The wallet shared the old number, not this one.
    expect(await isWalletVerified(portal.app, customer.cid)).toBe(false)
  })
})

describe('a change of email', () => {
  const emailChanged =
    'BPC: The email of your customer portal account was changed. If you did not do this, call 1250.'

  it('takes effect with the code sent to the mobile, once, and the mobile is told', async () => {
    const customer = await registerCustomer(portal.app)
    const session = await signIn(portal.app, customer)
    const { response, from } = await editProfile(customer, session, { email: 'pema.w@example.bt' })
    expect(response.statusCode).toBe(202)
    const { challenge } = response.json<TCodeChallenge>()
    const code = await codeSentTo(portal.app, customer.mobile, from)
    // A code of a change of email is no sign-in code.
    expect((await post('/api/accounts/login/verify/', { challenge, code })).statusCode).toBe(400)

    const verified = await post('/api/customers/verify/', { challenge, code })
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toMatchObject({ cid: customer.cid, email: 'pema.w@example.bt' })
    expect(await contactOf(customer.cid)).toMatchObject({ email: 'pema.w@example.bt' })
    expect((await post('/api/customers/verify/', { challenge, code })).json()).toEqual({
      detail: SIGN_IN_CODE_MESSAGES.challengeEnded,
      code: 'code_ended',
    })
    // The portal's own send may hold the message a moment (PostgreSQL runs both at once): wait for it.
    await expect
      .poll(async () => (await smsTo(customer.mobile, from)).map((m) => m.body))
      .toContain(emailChanged)
    // The session that asked goes on.
    expect((await profile(session)).json()).toMatchObject({ email: 'pema.w@example.bt' })
  })

  it('asks no code when the email stays: the other fields change at once', async () => {
    const customer = await registerCustomer(portal.app)
    const session = await signIn(portal.app, customer)
    const { response, from } = await editProfile(customer, session, { name: 'Pema Lhamo' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ name: 'Pema Lhamo', email: customer.email })
    expect(await smsTo(customer.mobile, from)).toEqual([])
  })

  it('is not proved by a code to a number the account has left since it was asked', async () => {
    const customer = await registerCustomer(portal.app)
    const session = await signIn(portal.app, customer)
    const { response, from } = await editProfile(customer, session, { email: 'pema.w@example.bt' })
    const code = await codeSentTo(portal.app, customer.mobile, from)
    await portal.db
      .updateTable('customers')
      .set({ mobile: freshMobile() })
      .where('cid', '=', customer.cid)
      .execute()
    const verified = await post('/api/customers/verify/', {
      challenge: response.json<TCodeChallenge>().challenge,
      code,
    })
    expect(verified.statusCode).toBe(400)
    expect(verified.json()).toMatchObject({ code: 'code_ended' })
    expect(await contactOf(customer.cid)).toMatchObject({ email: customer.email })
  })

  it('asked with a new mobile, takes effect with the codes that move the account', async () => {
    const customer = await registerCustomer(portal.app)
    const session = await signIn(portal.app, customer)
    const newMobile = freshMobile()
    const { response, from } = await editProfile(customer, session, {
      mobile: newMobile,
      email: 'pema.w@example.bt',
    })
    expect(response.statusCode).toBe(202)
    const challenge = response.json<TCodeChallenge>()
    expect(challenge).toMatchObject({ sent_to: masked(newMobile), current_sent_to: masked(customer.mobile) })
    expect(await contactOf(customer.cid)).toMatchObject({ email: customer.email })
    const code = await codeSentTo(portal.app, newMobile, from)
    // The new number's code alone proves neither.
    expect((await post('/api/customers/verify/', { challenge: challenge.challenge, code })).statusCode).toBe(
      400,
    )
    expect(await contactOf(customer.cid)).toMatchObject({ email: customer.email })

    const verified = await post('/api/customers/verify/', {
      challenge: challenge.challenge,
      code,
      current_code: await codeSentTo(portal.app, customer.mobile, from),
    })
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toMatchObject({ mobile: newMobile, email: 'pema.w@example.bt' })
    // The number the account leaves hears of both.
    await expect
      .poll(async () => (await smsTo(customer.mobile, from)).map((m) => m.body))
      .toContain(emailChanged)
  })
})

describe('a stolen customer token', () => {
  it("cannot change the account's email: the change waits for a code sent to the owner's mobile", async () => {
    const customer = await registerCustomer(portal.app)
    const session = await signIn(portal.app, customer)
    const { response, from } = await editProfile(customer, session, {
      name: 'Pema Lhamo',
      email: 'thief@example.com',
    })
    expect(response.statusCode).toBe(202)
    const challenge = response.json<TCodeChallenge>()
    expect(challenge).toMatchObject({ otp_required: true, sent_to: masked(customer.mobile) })
    expect(challenge).not.toHaveProperty('current_sent_to')
    // The other fields are saved; the email is not.
    expect(await contactOf(customer.cid)).toEqual({ name: 'Pema Lhamo', email: customer.email })
    expect((await profile(session)).json()).toMatchObject({ email: customer.email })

    // The code goes to the owner's phone, whose SMS says what it is for and whom to call.
    const code = await codeSentTo(portal.app, customer.mobile, from)
    const [sms] = await smsTo(customer.mobile, from)
    expect(sms!.body).toBe(
      `BPC: ${code} is your code to change the email of your customer portal account. It expires in 5 minutes. Never share it: BPC staff will never ask for it. If you did not ask for it, call 1250.`,
    )
    // Without it the thief's guesses change nothing.
    const guessed = await post('/api/customers/verify/', {
      challenge: challenge.challenge,
      code: wrong(code),
    })
    expect(guessed.statusCode).toBe(400)
    expect(guessed.json()).toEqual({ detail: SIGN_IN_CODE_MESSAGES.wrongCode })
    expect(await contactOf(customer.cid)).toEqual({ name: 'Pema Lhamo', email: customer.email })
  })

  it("sends the owner's phone no more than two codes an hour, whatever it asks for, and spends none of the owner's sign-in codes", async () => {
    const customer = await registerCustomer(portal.app)
    const stolen = await signIn(portal.app, customer)
    const from = messageCount(portal.app)
    const answers: TCodeChallenge[] = []
    for (let i = 0; i < 3; i++) {
      const { response } = await editProfile(customer, stolen, { email: `thief${i}@example.com` })
      expect(response.statusCode).toBe(202)
      answers.push(response.json())
    }
    // Past the account's two, the live code on the phone answers and no SMS goes.
    expect(answers.map((answer) => answer.new_code)).toEqual([true, true, false])
    // A change of mobile's code to the current number draws on the same two: it reaches neither phone.
    const thiefPhone = freshMobile()
    const { response: moving } = await askForNewMobile(customer, stolen, thiefPhone)
    expect(moving.statusCode).toBe(429)
    expect(await smsTo(customer.mobile, from)).toHaveLength(2)
    expect(await smsTo(thiefPhone, from)).toHaveLength(0)
    // The owner still signs in with a new code.
    await expect(signIn(portal.app, customer)).resolves.toMatch(/^TOKEN /)
  })

  it("cannot move the account to the thief's phone; the owner's wallet takes it back, ending the thief's sessions", async () => {
    const owner = await registerCustomer(portal.app)
    // The owner once signed in with the wallet: the account is wallet-verified.
    expect((await walletSignIn(owner.cid, owner.mobile)).statusCode).toBe(200)
    const stolen = await signIn(portal.app, owner)
    const thiefPhone = freshMobile()

    const { response, from } = await askForNewMobile(owner, stolen, thiefPhone)
    expect(response.statusCode).toBe(202)
    const thiefCode = await codeSentTo(portal.app, thiefPhone, from)
    const attempt = await post('/api/customers/verify/', {
      challenge: response.json<TCodeChallenge>().challenge,
      code: thiefCode,
    })
    expect(attempt.statusCode).toBe(400)
    expect(await mobileOf(owner.cid)).toBe(owner.mobile)
    // The owner's phone hears of the attempt.
    const warned = await smsTo(owner.mobile, from)
    expect(warned.some((m) => m.body.includes('1250'))).toBe(true)

    // Had the thief moved it (an older session, a code read over a shoulder), the wallet wins.
    await portal.db
      .updateTable('customers')
      .set({ mobile: thiefPhone })
      .where('cid', '=', owner.cid)
      .execute()
    const beforeRecovery = messageCount(portal.app)
    const recovered = await walletSignIn(owner.cid, owner.mobile)
    expect(recovered.statusCode).toBe(200)
    expect(await mobileOf(owner.cid)).toBe(owner.mobile)
    expect(await isWalletVerified(portal.app, owner.cid)).toBe(true)
    expect((await profile(stolen)).statusCode).toBe(401)
    const toldThief = await smsTo(thiefPhone, beforeRecovery)
    expect(toldThief.some((m) => m.body.includes('call 1250'))).toBe(true)
  })

  it('ends after 30 days unused, and its use is written at most once an hour', async () => {
    const customer = await registerCustomer(portal.app)
    const session = await signIn(portal.app, customer)
    const tokenHash = hashToken(session.replace(/^TOKEN /, ''))
    const lastUsed = async () =>
      (
        await portal.db
          .selectFrom('customer_tokens')
          .select(sql<number>`extract(epoch from now() - last_used_at)`.as('idle'))
          .where('token_hash', '=', tokenHash)
          .executeTakeFirstOrThrow()
      ).idle
    const setIdle = (interval: string) =>
      portal.db
        .updateTable('customer_tokens')
        .set({ last_used_at: sql<Date>`now() - ${interval}::interval` })
        .where('token_hash', '=', tokenHash)
        .execute()

    await setIdle('10 minutes')
    expect((await profile(session)).statusCode).toBe(200)
    expect(Number(await lastUsed())).toBeGreaterThan(9 * 60)
    await setIdle('2 hours')
    expect((await profile(session)).statusCode).toBe(200)
    expect(Number(await lastUsed())).toBeLessThan(60)

    await setIdle('31 days')
    // The absolute lifetime is far off: the idleness alone ends it.
    await sql`UPDATE customer_tokens SET expires_at = now() + interval '300 days' WHERE token_hash = ${tokenHash}`.execute(
      portal.db,
    )
    expect((await profile(session)).statusCode).toBe(401)
  })

  it('is ended, with every other, when the customer signs out every device', async () => {
    const customer = await registerCustomer(portal.app)
    const here = await signIn(portal.app, customer)
    const elsewhere = await signIn(portal.app, customer)
    const someoneElse = await signIn(portal.app, await registerCustomer(portal.app))
    const ended = await post('/api/accounts/logout-all/', {}, here)
    expect(ended.statusCode).toBe(204)
    expect((await profile(here)).statusCode).toBe(401)
    expect((await profile(elsewhere)).statusCode).toBe(401)
    expect((await profile(someoneElse)).statusCode).toBe(200)
    expect((await post('/api/accounts/logout-all/', {})).statusCode).toBe(401)
  })
})

describe('a CID registered by someone else', () => {
  it("tells the person how to recover it, and the owner's wallet takes it over", async () => {
    const squatted = await registerCustomer(portal.app)
    const squatter = await signIn(portal.app, squatted)
    const owner = await registrationFor(portal.app, { cid: squatted.cid })
    const refused = await post('/api/customers/', owner)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ detail: MESSAGES.cidAlreadyRegistered })
    expect(MESSAGES.cidAlreadyRegistered).toMatch(/sign in with the Bhutan NDI wallet.*call 1250/)

    const from = messageCount(portal.app)
    const takenOver = await walletSignIn(owner.cid, owner.mobile)
    expect(takenOver.statusCode).toBe(200)
    expect(await mobileOf(owner.cid)).toBe(owner.mobile)
    expect((await profile(squatter)).statusCode).toBe(401)
    expect((await smsTo(squatted.mobile, from)).some((m) => m.body.includes('call 1250'))).toBe(true)
  })

  it("drops the squatter's email and name, so that no decision is mailed to them", async () => {
    const squatted = await registerCustomer(portal.app, { name: 'Squatter', email: 'squatter@example.com' })
    const owner = await registrationFor(portal.app, { cid: squatted.cid })
    const withoutEmail = await walletSignIn(owner.cid, owner.mobile, {
      full_name: 'Dorji Wangchuk',
      email_address: '',
    })
    expect(withoutEmail.statusCode).toBe(200)
    expect(await contactOf(owner.cid)).toEqual({ name: 'Dorji Wangchuk', email: '' })

    // A mobile moved by a thief, the wallet sharing an email this time: it is the owner's.
    const thiefPhone = freshMobile()
    await portal.db
      .updateTable('customers')
      .set({ mobile: thiefPhone, name: 'Thief', email: 'thief@example.com' })
      .where('cid', '=', owner.cid)
      .execute()
    const withEmail = await walletSignIn(owner.cid, owner.mobile, {
      full_name: 'Dorji Wangchuk',
      email_address: 'dorji@example.bt',
    })
    expect(withEmail.statusCode).toBe(200)
    expect(await contactOf(owner.cid)).toEqual({ name: 'Dorji Wangchuk', email: 'dorji@example.bt' })
  })

  it('is recovered by the wallet even when an earlier wallet share named another mobile', async () => {
    const customer = await registerCustomer(portal.app)
    expect((await walletSignIn(customer.cid, customer.mobile)).statusCode).toBe(200)
    const walletsNewNumber = freshMobile()
    const moved = await walletSignIn(customer.cid, walletsNewNumber)
    expect(moved.statusCode).toBe(200)
    expect(await mobileOf(customer.cid)).toBe(walletsNewNumber)
  })
})
