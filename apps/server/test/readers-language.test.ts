import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import { MESSAGES, requiredMessage, tryAgainIn } from '@portal/domain/messages'
import { LIFECYCLE_MESSAGES, refusalOf } from '@portal/domain/lifecycle'
import { SIGN_IN_CODE_MESSAGES, type TCodeChallenge } from '@portal/domain/sign-in-codes'
import { acceptedLanguage, dzongkhaOf } from '../src/readers-language'
import { registrationFor, registerCustomer, signedInCustomer } from './helpers/customers'
import { filedClearance } from './helpers/filings'
import { divisionId } from './helpers/staff'
import { codeSentTo, messageCount, testApp } from './helpers/test-app'

/** The server's refusals in the reader's language (decision 055); English as the specification words it. */
let portal: Awaited<ReturnType<typeof testApp>>
let thimphu: number
beforeAll(async () => {
  portal = await testApp()
  thimphu = await divisionId(portal.app, 'ESD Thimphu')
})
afterAll(() => portal.close())

const dz = (english: string) => DZ_FORM_TEXTS[english]!.text
const DZONGKHA = { 'accept-language': 'dz' }

let nextClient = 0
const client = () => `192.0.2.${++nextClient}`

async function wrongCodeAnswer(headers: Record<string, string>) {
  const customer = await registerCustomer(portal.app)
  const from = messageCount(portal.app)
  const remoteAddress = client()
  const started = await portal.app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: { username: customer.cid, password: customer.mobile },
    remoteAddress,
  })
  const { challenge } = started.json<TCodeChallenge>()
  const code = await codeSentTo(portal.app, customer.mobile, from)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  return portal.app.inject({
    method: 'POST',
    url: '/api/accounts/login/verify/',
    payload: { challenge, code: wrong },
    headers,
    remoteAddress,
  })
}

/** Withdraws an application twice: the second is the 409. */
async function withdrawnTwice(authorization: string, headers: Record<string, string> = {}) {
  const { id } = await filedClearance(portal.app, authorization, thimphu)
  const withdraw = () =>
    portal.app.inject({
      method: 'POST',
      url: `/api/tickets/${id}/withdraw/`,
      headers: { authorization, ...headers },
      payload: { reason: 'Filed by mistake' },
    })
  expect((await withdraw()).statusCode).toBe(200)
  const refused = await withdraw()
  expect(refused.statusCode).toBe(409)
  return { id, refused }
}

describe("the server's refusals in the reader's language", () => {
  it('words a code refusal in Dzongkha when the page asks for it, and verbatim in English otherwise', async () => {
    const dzongkha = await wrongCodeAnswer({ 'accept-language': 'dz-BT, en;q=0.5' })
    expect(dzongkha.statusCode).toBe(400)
    expect(dzongkha.json()).toEqual({ detail: dz(SIGN_IN_CODE_MESSAGES.wrongCode) })

    // Worded by the request: a cache between the portal and the reader keeps each language apart.
    expect(dzongkha.headers.vary).toBe('Accept-Language, Authorization')
    expect((await wrongCodeAnswer({})).json()).toEqual({ detail: SIGN_IN_CODE_MESSAGES.wrongCode })
    expect((await wrongCodeAnswer({ 'accept-language': 'en-GB, dz;q=0.8' })).json()).toEqual({
      detail: SIGN_IN_CODE_MESSAGES.wrongCode,
    })
  })

  it('words a 409 naming the application in Dzongkha, with its id, and in English without the header', async () => {
    const customer = await signedInCustomer(portal.app)
    const dzongkha = await withdrawnTwice(customer.authorization, DZONGKHA)
    expect(dzongkha.refused.json()).toEqual({
      detail: `ཞུ་ཡིག་ཨང་ ${dzongkha.id} ཧེ་མ་ལས་ ཕྱིར་འཐེན་འབད་ཡོདཔ་ཨིན།`,
    })

    const english = await withdrawnTwice(customer.authorization)
    expect(english.refused.json()).toEqual({ detail: refusalOf('withdraw', 'Withdrawn', english.id) })
  })

  it("answers a signed-in customer in their profile's language without the header, and the page's with it", async () => {
    const customer = await signedInCustomer(portal.app, { language: 'dz' })
    const { id, refused } = await withdrawnTwice(customer.authorization)
    expect(refused.json()).toEqual({ detail: `ཞུ་ཡིག་ཨང་ ${id} ཧེ་མ་ལས་ ཕྱིར་འཐེན་འབད་ཡོདཔ་ཨིན།` })
    const onAnEnglishPage = await withdrawnTwice(customer.authorization, { 'accept-language': 'en' })
    expect(onAnEnglishPage.refused.json()).toEqual({
      detail: refusalOf('withdraw', 'Withdrawn', onAnEnglishPage.id),
    })

    const missing = await portal.app.inject({
      url: '/api/tickets/99999999/',
      headers: { authorization: customer.authorization },
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ detail: 'དགོངསམ་མ་ཁྲེལ། ཞུ་ཡིག་ཨང་ 99999999 མེད།' })
  })

  it("words a field's error in Dzongkha, and leaves a generic message for the page to word around its label", async () => {
    const registration = await registrationFor(portal.app, { mobile: '123', name: '' })
    const refused = await portal.app.inject({
      method: 'POST',
      url: '/api/customers/',
      payload: registration,
      headers: DZONGKHA,
      remoteAddress: client(),
    })
    expect(refused.statusCode).toBe(400)
    const body = refused.json<{ detail: string; errors: Record<string, string[]> }>()
    expect(body.errors.mobile).toEqual([dz(MESSAGES.mobileMin)])
    expect(body.errors.name).toEqual([requiredMessage('name')])
    expect(Object.values(body.errors).flat()).toContain(body.detail)

    const english = await portal.app.inject({
      method: 'POST',
      url: '/api/customers/',
      payload: registration,
      remoteAddress: client(),
    })
    expect(english.json<typeof body>().errors.mobile).toEqual([MESSAGES.mobileMin])
  })

  it('words a withdrawal without its reason in Dzongkha, from a catalogue entry added for the server', async () => {
    const customer = await signedInCustomer(portal.app)
    const { id } = await filedClearance(portal.app, customer.authorization, thimphu)
    const refused = await portal.app.inject({
      method: 'POST',
      url: `/api/tickets/${id}/withdraw/`,
      headers: { authorization: customer.authorization, ...DZONGKHA },
      payload: { reason: ' ' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      errors: { reason: [dz(LIFECYCLE_MESSAGES.withdrawalNeedsReason)] },
    })
  })
})

describe('the wording of a refusal in Dzongkha', () => {
  it('words each sentence of a refusal that passes, and when to try again', () => {
    const english = `${SIGN_IN_CODE_MESSAGES.tooManyCodes} ${tryAgainIn(5 * 60_000)} ${SIGN_IN_CODE_MESSAGES.orUseWallet}`
    expect(dzongkhaOf(english)).toBe(
      `${dz(SIGN_IN_CODE_MESSAGES.tooManyCodes)} སྐར་མ་ 5 ཤུལ་ལས་ ལོག་འབད་བལྟ། ${dz(SIGN_IN_CODE_MESSAGES.orUseWallet)}`,
    )
  })

  it('keeps what the catalogue lacks in English', () => {
    expect(dzongkhaOf('Something nobody translated.')).toBe('Something nobody translated.')
  })

  it("reads the portal's language the Accept-Language header prefers", () => {
    expect(acceptedLanguage(undefined)).toBeUndefined()
    expect(acceptedLanguage('dz')).toBe('dz')
    expect(acceptedLanguage('fr, dz;q=0.7, en;q=0.5')).toBe('dz')
    expect(acceptedLanguage('en;q=0.4, dz-BT;q=0.9')).toBe('dz')
    expect(acceptedLanguage('dz;q=0, en')).toBe('en')
    expect(acceptedLanguage('fr')).toBeUndefined()
  })
})
