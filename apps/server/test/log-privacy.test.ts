import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TCodeChallenge } from '@portal/domain/sign-in-codes'
import { registrationFor } from './helpers/customers'
import { divisionId, signedInStaff } from './helpers/staff'
import { codeSentTo, messageCount, testApp } from './helpers/test-app'
import { share, startThread, walletCitizen } from './helpers/wallet'

/**
 * DESIGN.md §5: no log line carries a CID, mobile, email, name, token, code, challenge,
 * wallet thread id or key. A whole journey runs with the production logger; then every
 * secret it handled is looked for in every line.
 */
const lines: string[] = []
let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp({}, { logLines: lines })
})
afterAll(() => portal.close())

describe("a whole journey's log", () => {
  it('holds no personal data or secret, and one line per request with id, route, status and time', async () => {
    const { app } = portal
    const secrets: string[] = []
    const keep = (...values: string[]) => secrets.push(...values.filter((v) => v.length >= 4))
    const post = (url: string, payload: object, authorization?: string) =>
      app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} })

    // Register with a code, then sign in with one.
    const registration = await registrationFor(app, { name: 'Yeshey Lhamo', email: 'yeshey@example.bt' })
    keep(registration.cid, registration.mobile, registration.name, registration.email)
    let from = messageCount(app)
    const registering = (await post('/api/customers/', registration)).json<TCodeChallenge>()
    let code = await codeSentTo(app, registration.mobile, from)
    keep(registering.challenge, code)
    expect(
      (await post('/api/customers/verify/', { challenge: registering.challenge, code: '000000' })).statusCode,
    ).toBe(400)
    const registered = await post('/api/customers/verify/', { challenge: registering.challenge, code })
    keep(registered.json<{ token: string }>().token)

    from = messageCount(app)
    const signingIn = (
      await post('/api/accounts/login/', { username: registration.cid, password: registration.mobile })
    ).json<TCodeChallenge>()
    code = await codeSentTo(app, registration.mobile, from)
    keep(signingIn.challenge, code)
    const { token } = (
      await post('/api/accounts/login/verify/', { challenge: signingIn.challenge, code })
    ).json<{ token: string }>()
    keep(token)
    const authorization = `TOKEN ${token}`

    // The profile, a new mobile, an application and its ticket, a decision, the letter.
    await app.inject({ url: '/api/customers/profile/', headers: { authorization } })
    const { cid: _cid, fixed_line: _fixed, ...editable } = registration
    from = messageCount(app)
    const changing = (
      await app.inject({
        method: 'PATCH',
        url: `/api/customers/${registration.cid}/`,
        headers: { authorization },
        payload: { ...editable, mobile: '77665544' },
      })
    ).json<TCodeChallenge>()
    code = await codeSentTo(app, '77665544', from)
    const currentCode = await codeSentTo(app, registration.mobile, from)
    keep('77665544', changing.challenge, code, currentCode)
    const changed = await post('/api/customers/verify/', {
      challenge: changing.challenge,
      code,
      current_code: currentCode,
    })
    expect(changed.statusCode).toBe(200)
    const filed = await post(
      '/api/services/connections/',
      {
        connection_type: 'Reconnection',
        division: 1,
        category: 'Urban',
        contract_account: '12345678',
        location: 'Thimphu',
        reason: 'Back home',
        ownership: 'Owner',
        supply_type: 'Permanent',
        terms: true,
      },
      authorization,
    )
    const { id } = filed.json<{ id: number }>()
    await app.inject({ url: `/api/tickets/${id}/`, headers: { authorization } })
    const officer = await signedInStaff(app, 'admin')
    keep(officer.password, officer.authorization.split(' ')[1]!)
    await post(`/api/staff/applications/${id}/decision/`, { decision: 'Approved' }, officer.authorization)
    // An admin's changes to another account carry the admin's own password (issue 32).
    const member = { username: 'ugyen.log', name: 'Ugyen Tenzin', password: 'Paro-taktsang-cliff-8' }
    keep(member.name, member.password, 'Admins-wrong-guess-1', 'Haa-summer-festival-9')
    const made = await post(
      '/api/staff/accounts/',
      {
        ...member,
        role: 'officer',
        divisions: [await divisionId(portal.app, 'ESD Paro')],
        current_password: officer.password,
      },
      officer.authorization,
    )
    const setBy = (current_password: string) =>
      post(
        `/api/staff/accounts/${made.json<{ id: number }>().id}/password/`,
        { new_password: 'Haa-summer-festival-9', current_password },
        officer.authorization,
      )
    expect((await setBy('Admins-wrong-guess-1')).statusCode).toBe(400)
    expect((await setBy(officer.password)).statusCode).toBe(204)
    await app.inject({ url: `/api/tickets/${id}/download/`, headers: { authorization } })
    await app.deliverOutbox()

    // The wallet: a thread, its share, the checks and the sign-in.
    const citizen = walletCitizen({ cid_no: '11599955501', mobile_no: '17443322', full_name: 'Tandin Bidha' })
    keep(citizen.cid_no, citizen.mobile_no, citizen.full_name, citizen.email_address)
    const thread = await startThread(app)
    keep(thread.thread_id, thread.browser_key)
    await share(app, thread.thread_id, citizen)
    const keyHeader = { 'x-wallet-key': thread.browser_key }
    await app.inject({ url: `/api/ndi/threads/${thread.thread_id}/`, headers: keyHeader })
    await app.inject({
      url: `/api/customers/check-cid/?cid=${citizen.cid_no}&thread_id=${thread.thread_id}`,
      headers: keyHeader,
    })
    await app.inject({ url: `/api/customers/check-cid/?cid=${citizen.cid_no}&thread_id=${thread.thread_id}` })
    await post('/api/accounts/login/', { thread_id: thread.thread_id, browser_key: thread.browser_key })

    const log = lines.join('')
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret)

    const requests = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request')
    expect(requests.length).toBeGreaterThanOrEqual(20)
    for (const line of requests) {
      expect(line).toMatchObject({
        reqId: expect.any(String),
        route: expect.any(String),
        status: expect.any(Number),
        ms: expect.any(Number),
      })
      expect(line).not.toHaveProperty('url')
    }
    expect(requests.map((r) => r.route)).toContain('/api/customers/:cid/')
    expect(requests.map((r) => r.route)).toContain('/api/ndi/threads/:thread_id/')
  })
})
