import { getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TTranslationEntry } from '@portal/domain/i18n/translator-page'
import { DZONGKHA_ENTRIES, layReviewsOver } from '@portal/domain/i18n/dzongkha'
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
const review = (id: string, text: string, authorization = admin) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/staff/translations/',
    headers: { authorization },
    payload: { id, text },
  })
const entry = (id: string) => DZONGKHA_ENTRIES.find((candidate) => candidate.id === id)!

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
    const kept = await review('topBar.menu', ' དཀར་ཆག ')
    expect(kept.statusCode).toBe(200)
    expect(kept.json()).toMatchObject({
      id: 'topBar.menu',
      text: 'དཀར་ཆག',
      reviewed: true,
      reviewed_by: 'Karma Choden',
      reviewed_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    const stored = await portal.db.selectFrom('translation_reviews').selectAll().execute()
    expect(stored).toMatchObject([{ id: 'topBar.menu', english: 'Menu', reviewed_by: 'Karma Choden' }])
    expect((await entries()).json<TTranslationEntry[]>().find((e) => e.id === 'topBar.menu')?.reviewed).toBe(
      true,
    )
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
    expect(entry(id).reviewed).toBe(false)
    expect(
      await portal.db.selectFrom('translation_reviews').select('id').where('id', '=', id).execute(),
    ).toEqual([])
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

    // A translator confirms each draft as it stands, one entry after another.
    for (const each of DZONGKHA_ENTRIES.filter((e) => !e.reviewed))
      expect((await review(each.id, each.text)).statusCode, each.id).toBe(200)
    expect(everyPaperInDzongkha()).toBe(true)
    expect(await receiptText()).toContain(utilityInDzongkha)
  }, 120_000)
})
