import { getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TTranslationEntry } from '@portal/domain/i18n/translator-page'
import { DZONGKHA_ENTRIES, layReviewsOver } from '@portal/domain/i18n/dzongkha'
import { STATEMENT_TEXTS } from '@portal/domain/i18n/form-texts'
import { everyPaperInDzongkha } from '@portal/domain/i18n/reviewed-papers'
import { TRANSLATOR_MESSAGES } from '@portal/domain/i18n/translator-page'
import { wordsIn } from '../src/notifications/wording'
import { signedInCustomer } from './helpers/customers'
import { filedClearance } from './helpers/filings'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

/**
 * Issue 49: a translator finishes the Dzongkha in the browser. The translator's page's API
 * (an admin's), its checks (a PO file's), and a review taking effect at once on what the
 * server writes: a Dzongkha paper prints in Dzongkha once its every text is reviewed.
 */
let portal: Awaited<ReturnType<typeof testApp>>
let admin: string
let officer: string
beforeAll(async () => {
  portal = await testApp()
  admin = (await signedInStaff(portal.app, 'admin', [], { username: 'karma', name: 'Karma Choden' }))
    .authorization
  officer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
})
afterAll(async () => {
  // The catalogues are the process's: the next file's app starts from the build's.
  layReviewsOver([])
  await portal.close()
})

const entries = (authorization = admin) =>
  portal.app.inject({ url: '/api/staff/translations/', headers: { authorization } })
const entry = (id: string) => DZONGKHA_ENTRIES.find((candidate) => candidate.id === id)
/** A review of the entry's text as the translator read it now (`was`), unless told otherwise. */
const review = (id: string, text: string, authorization = admin, was = entry(id)?.text ?? '') =>
  portal.app.inject({
    method: 'POST',
    url: '/api/staff/translations/',
    headers: { authorization },
    payload: { id, text, was },
  })

describe("the translator's page's entries", () => {
  it('lists every Dzongkha entry with its English and screen, to an admin only', async () => {
    const listed = (await entries()).json<TTranslationEntry[]>()
    expect(listed).toHaveLength(DZONGKHA_ENTRIES.length)
    expect(listed.find((e) => e.id === 'topBar.menu')).toMatchObject({
      english: 'Menu',
      screen: expect.any(String),
      reviewed: false,
    })
    expect((await entries(officer)).statusCode).toBe(403)
    expect((await portal.app.inject({ url: '/api/staff/translations/' })).statusCode).toBe(401)
  })
})

describe("a translator's review", () => {
  it('is kept with who made it and when, and the entry reads so at once', async () => {
    const kept = await review('topBar.menu', 'དཀར་ཆག།')
    expect(kept.statusCode).toBe(200)
    expect(kept.json()).toMatchObject({
      id: 'topBar.menu',
      text: 'དཀར་ཆག།',
      reviewed: true,
      reviewed_by: 'Karma Choden (karma)',
      reviewed_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    const stored = await portal.db.selectFrom('translation_reviews').selectAll().execute()
    expect(stored).toMatchObject([
      { id: 'topBar.menu', english: 'Menu', reviewed_by: 'Karma Choden (karma)' },
    ])
    expect((await entries()).json<TTranslationEntry[]>().find((e) => e.id === 'topBar.menu')?.reviewed).toBe(
      true,
    )
    // Anyone's page the app draws asks for the pages' texts changed since the build.
    const reviewed = await portal.app.inject({ url: '/api/translations/dz/' })
    expect(reviewed.headers['cache-control']).toBe('no-cache')
    expect(Object.keys(reviewed.json())).toEqual(['topBar.menu'])
  })

  it("is refused as a PO file's would be, and nothing is kept", async () => {
    const id = 'tickets.applicationId'
    const dropped = await review(id, 'ཞུ་ཡིག་ཨང་')
    expect(dropped.statusCode).toBe(400)
    expect(dropped.json().errors.text).toEqual([expect.stringContaining('{id}')])
    expect((await review(id, 'ཞུ་ཡིག་ཨང་ {id')).json().errors.text).toEqual([
      expect.stringMatching(/not a well-formed message/),
    ])
    expect((await review(id, '   ')).json().errors.text).toEqual([TRANSLATOR_MESSAGES.textRequired])
    expect((await review('no.such.entry', 'ཀ')).statusCode).toBe(404)
    expect((await review(id, 'ཞུ་ཡིག་ཨང་ {id}', officer)).statusCode).toBe(403)
    expect(entry(id)!.reviewed).toBe(false)
    expect(
      await portal.db.selectFrom('translation_reviews').select('id').where('id', '=', id).execute(),
    ).toEqual([])
  })

  it('keeps no review of a text someone reviewed since it was read, and says so (409)', async () => {
    const read = entry('topBar.signIn')!.text
    expect((await review('topBar.signIn', `${read}།`, admin, read)).statusCode).toBe(200)
    const late = await review('topBar.signIn', read, admin, read)
    expect(late.statusCode).toBe(409)
    expect(late.json().detail).toBe(TRANSLATOR_MESSAGES.reviewedMeanwhile)
    expect(entry('topBar.signIn')!.text).toBe(`${read}།`)
  })

  it("confirms a code's SMS as it stands, and changes it only in the code, where its warning is held", async () => {
    const id = 'notice.sms.code.sign-in'
    const changed = await review(id, 'BPC: {code} ནང་བསྐྱོད་ཀྱི་ཨང་ཡིག སྐར་མ་ {minutes} ནང་ དུས་ཡོལ།')
    expect(changed.json().errors.text).toEqual([TRANSLATOR_MESSAGES.codeSmsConfirmedOnly])
    expect((await review(id, entry(id)!.text)).statusCode).toBe(200)
  })

  it("takes no service name that would carry a number, or make a decision's SMS too long", async () => {
    const id = 'service./power-clearance.title'
    const withNumber = await review(id, `${entry(id)!.text} 17123456`)
    expect(withNumber.json().errors.text).toEqual([expect.stringMatching(/digits|phone number/)])
    const long = await review(id, `${entry(id)!.text} ${'ཞབས་ཏོག་'.repeat(20)}`)
    expect(long.json().errors.text).toEqual([
      expect.stringMatching(/^as the service's name in an SMS .* parts/),
    ])
    expect((await review(id, 'ཞབས་ཏོག\u0007')).json().errors.text).toEqual([
      TRANSLATOR_MESSAGES.controlCharacter,
    ])
    expect((await review(id, `ཞབས་ཏོག\u2028bit.ly`)).json().errors.text).toEqual([
      TRANSLATOR_MESSAGES.controlCharacter,
    ])
    expect((await review(id, `${entry(id)!.text} 17,12,34,56`)).json().errors.text).toEqual([
      expect.stringMatching(/adds 8 digits/),
    ])
    expect((await review(id, `${entry(id)!.text} bit.ly/bpc`)).json().errors.text).toEqual([
      expect.stringMatching(/adds an address \(bit\.ly\/bpc\)/),
    ])
    expect((await review(id, 'Send code to agent')).json().errors.text).toEqual([
      "a service's name in Dzongkha is written in Dzongkha.",
    ])
    // Nor any text that the server writes, nor a page's.
    const remarks = await review('notice.remarks', `${entry('notice.remarks')!.text} https://x.co/pay`)
    expect(remarks.json().errors.text).toEqual([expect.stringMatching(/adds an address/)])
  })

  it('reads digits and addresses as a reader would, however they are written (issue 49, third review)', async () => {
    const refusalOf = async (id: string, added: string) =>
      (await review(id, `${entry(id)!.text} ${added}`)).json<{ errors?: { text?: string[] } }>().errors
        ?.text?.[0]
    for (const id of ['notice.sms.mobileChanged', 'paper.letterhead', 'landing.title']) {
      for (const number of ['¹⁷⁷¹²³⁴⁵', '①⑦⑦①②③④⑤', '༪༫༬༭༮༯༰༱'])
        expect(await refusalOf(id, number), `${id}: ${number}`).toMatch(/digits|phone number/)
      for (const address of [
        'evil。bt',
        'ｅｖｉｌ．ｃｏｍ',
        'བོད.bt',
        'evil.བོད',
        'bpc dot bt',
        'mailto:a@b',
        'tel:17',
      ])
        expect(await refusalOf(id, address), `${id}: ${address}`).toMatch(/adds an address/)
      for (const hidden of ['evil\u200b.com', 'ཀ\u2060ཁ', 'ཀ\u{E0041}', 'evil\u00ad.bt'])
        expect(await refusalOf(id, hidden), `${id}: ${JSON.stringify(hidden)}`).toBe(
          TRANSLATOR_MESSAGES.controlCharacter,
        )
    }
  })

  it('decides reviews sent at the same moment one after another: one is kept, the rest are told', async () => {
    const id = 'topBar.messages'
    const read = entry(id)!.text
    const answers = await Promise.all(
      ['ཀ', 'ཁ', 'ག'].map((more) => review(id, `${read}${more}`, admin, read)),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409])
  })

  it('prints a Dzongkha paper in Dzongkha once every text on it is reviewed, as the page reviews them', async () => {
    const customer = await signedInCustomer(portal.app, { language: 'dz' })
    const { id } = await filedClearance(
      portal.app,
      customer.authorization,
      await divisionId(portal.app, 'ESD Thimphu'),
    )
    const receiptText = async () => {
      const response = await portal.app.inject({
        url: `/api/tickets/${id}/receipt/`,
        headers: { authorization: customer.authorization },
      })
      const document = await getDocumentProxy(new Uint8Array(response.rawPayload))
      const { items } = await (await document.getPage(1)).getTextContent()
      return (items as { str: string }[])
        .map((item) => item.str)
        .join('')
        .replace(/\s+/g, '')
    }
    const utilityInDzongkha = wordsIn('dz')('paper.utility').replace(/\s+/g, '')
    expect(await receiptText()).not.toContain(utilityInDzongkha)

    // A translator confirms each draft a paper prints as it stands, one entry after another: its
    // own words, the services' names and the statements' words (a hundred of some six hundred).
    const printed = (id: string) =>
      id.startsWith('paper.') || /^service\..+\.title$/.test(id) || STATEMENT_TEXTS.includes(id)
    for (const each of DZONGKHA_ENTRIES.filter((e) => !e.reviewed && printed(e.id)))
      expect((await review(each.id, each.text)).statusCode, each.id).toBe(200)
    expect(everyPaperInDzongkha()).toBe(true)
    expect(await receiptText()).toContain(utilityInDzongkha)
    // And corrects the paper's own words: the receipt, drawn in a worker thread, says them at once.
    const title = entry('paper.receipt.title')!.text
    expect((await review('paper.receipt.title', `${title}།`)).statusCode).toBe(200)
    expect(await receiptText()).toContain(`${title}།`.replace(/\s+/g, ''))
  }, 120_000)
})
