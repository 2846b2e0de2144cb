import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import { DZ_NOTICES } from '@portal/domain/i18n/dz-notices'
import { EN_NOTICES } from '@portal/domain/i18n/notices'
import type { TNoticeKey } from '@portal/domain/i18n/notices'
import { messageCentreOf, signedInCustomer } from './helpers/customers'
import { filedClearance } from './helpers/filings'
import { markEveryDzongkhaEntryReviewed } from './helpers/reviewed-dzongkha'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

/** A customer's language (DESIGN.md §7): what the portal sends them is written in it. */
let portal: Awaited<ReturnType<typeof testApp>>
let officer: string
let thimphu: number
beforeAll(async () => {
  portal = await testApp()
  officer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
  thimphu = await divisionId(portal.app, 'ESD Thimphu')
})
afterAll(() => portal.close())

const asOfficer = (url: string, payload: object) =>
  portal.app.inject({ method: 'POST', url, headers: { authorization: officer }, payload })

const messagesOf = (authorization: string) => messageCentreOf(portal.app, authorization)

describe("a customer's language", () => {
  it('writes the registration code, a send-back and a decision in Dzongkha for a customer who chose it', async () => {
    const from = portal.sent.length
    const customer = await signedInCustomer(portal.app, { language: 'dz', email: 'karma@example.bt' })
    const code = portal.sent.slice(from).find((m) => m.recipient === customer.registration.mobile)!
    expect(code.body).toMatch(/^BPC: \d{6} ཐོ་བཀོད་ཀྱི་ཨང་ཡིག /)

    const { id } = await filedClearance(portal.app, customer.authorization, thimphu)
    await asOfficer(`/api/staff/applications/${id}/return/`, {
      message: 'Rescan the CID.',
      fields: ['cid_copy'],
    })
    const [email, sms] = await messagesOf(customer.authorization)
    expect(sms!.body).toContain(`BPC: གློག་མེའི་ཆོག་ཐམ་གྱི་ ཞུ་ཡིག་ ${id} ལུ་ ཁྱོད་ཀྱིས་ བསྒྱུར་དགོ།\nRescan the CID.\n`)
    expect(email!.subject).toBe(`ཞུ་ཡིག་ ${id} — ཁྱོད་ཀྱིས་ བསྒྱུར་བཅོས་འབད་དགོ།`)
    // The officer's words stay as written; the field is named as the Dzongkha form names it.
    expect(email!.body).toContain('\nRescan the CID.\n')
    expect(email!.body).toContain('བསྒྱུར་དགོཔ། ཁྱོད་ཀྱི་ མི་ཁུངས་ངོ་སྤྲོད་ལག་ཁྱེར་གྱི་འདྲ་བཤུས་\n')

    const second = await filedClearance(portal.app, customer.authorization, thimphu)
    await asOfficer(`/api/staff/applications/${second.id}/decision/`, {
      decision: 'Approved',
      remarks: 'Line checked.',
    })
    const [decisionEmail, decisionSms] = await messagesOf(customer.authorization)
    expect(decisionSms!.body).toBe(
      `BPC: གློག་མེའི་ཆོག་ཐམ་གྱི་ ཞུ་ཡིག་ ${second.id} གནང་བ་ཐོབ་ཡི།\nདྲན་འཛིན། Line checked.\nརྒྱས་བཤད། ${portal.app.config.publicUrl}/ticket/${second.id}`,
    )
    expect(decisionEmail!.body).toMatch(/^Pema Wangmo ལུ།\n/)
  })

  it('follows a change in the profile, and keeps the English of the specification for the rest', async () => {
    const customer = await signedInCustomer(portal.app)
    const english = await filedClearance(portal.app, customer.authorization, thimphu)
    await asOfficer(`/api/staff/applications/${english.id}/decision/`, {
      decision: 'Rejected',
      remarks: 'No line nearby.',
    })
    const changed = await portal.app.inject({
      method: 'PATCH',
      url: `/api/customers/${customer.registration.cid}/`,
      headers: { authorization: customer.authorization },
      payload: { ...customer.registration, language: 'dz' },
    })
    expect(changed.json()).toMatchObject({ language: 'dz' })
    const dzongkha = await filedClearance(portal.app, customer.authorization, thimphu)
    await asOfficer(`/api/staff/applications/${dzongkha.id}/decision/`, {
      decision: 'Rejected',
      remarks: 'No line nearby.',
    })

    const [, latest, , first] = await messagesOf(customer.authorization)
    expect(first!.body).toBe(
      `BPC: Your Power clearance application ${english.id} has been rejected.\nRemarks: No line nearby.\nDetails: ${portal.app.config.publicUrl}/ticket/${english.id}`,
    )
    expect(latest!.body).toContain(`ཞུ་ཡིག་ ${dzongkha.id} ཁས་མ་བླངས།`)
  })

  it("sets the officer's words apart from the link that follows, in both languages", async () => {
    const english = await signedInCustomer(portal.app)
    const decided = await filedClearance(portal.app, english.authorization, thimphu)
    await asOfficer(`/api/staff/applications/${decided.id}/decision/`, {
      decision: 'Rejected',
      remarks: 'No line nearby',
    })
    const decision = (await messagesOf(english.authorization)).find((m) => m.channel === 'sms')
    expect(decision!.body.split('\n')).toEqual([
      `BPC: Your Power clearance application ${decided.id} has been rejected.`,
      'Remarks: No line nearby',
      `Details: ${portal.app.config.publicUrl}/ticket/${decided.id}`,
    ])

    const dzongkha = await signedInCustomer(portal.app, { language: 'dz' })
    const returned = await filedClearance(portal.app, dzongkha.authorization, thimphu)
    await asOfficer(`/api/staff/applications/${returned.id}/return/`, {
      message: 'Rescan the CID',
      fields: ['cid_copy'],
    })
    const sendBack = (await messagesOf(dzongkha.authorization)).find((m) => m.channel === 'sms')
    expect(sendBack!.body.split('\n')).toEqual([
      `BPC: གློག་མེའི་ཆོག་ཐམ་གྱི་ ཞུ་ཡིག་ ${returned.id} ལུ་ ཁྱོད་ཀྱིས་ བསྒྱུར་དགོ།`,
      'Rescan the CID',
      `${portal.app.config.publicUrl}/ticket/${returned.id}`,
    ])
  })

  /** The paper's text without spaces: the text layer spaces Tibetan where its marks are placed. */
  const paperOf = async (authorization: string, url: string) => {
    const response = await portal.app.inject({ url, headers: { authorization } })
    expect(response.headers['content-type']).toBe('application/pdf')
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true })
    return { text: text.replace(/\s+/g, ''), fonts: response.rawPayload.toString('latin1') }
  }

  it('prints the receipt and the letter in English while their Dzongkha is not reviewed, and keeps the choice', async () => {
    const customer = await signedInCustomer(portal.app, { language: 'dz' })
    const { id } = await filedClearance(portal.app, customer.authorization, thimphu)
    const english = (key: TNoticeKey) => EN_NOTICES[key].replace(/\s+/g, '')

    const receipt = await paperOf(customer.authorization, `/api/tickets/${id}/receipt/`)
    expect(receipt.text).toContain(english('paper.receipt.title'))
    expect(receipt.text).toContain('LocationoftheconstructionBabesa,Thimphu')
    expect(receipt.fonts).not.toContain('Jomolhari')
    await asOfficer(`/api/staff/applications/${id}/decision/`, {
      decision: 'Approved',
      remarks: 'Line checked.',
    })
    const letter = await paperOf(customer.authorization, `/api/tickets/${id}/download/`)
    expect(letter.text).toContain(english('paper.letter.Approved'))
    expect(letter.fonts).not.toContain('Jomolhari')
    // The papers only: what is sent keeps to the customer's Dzongkha, drafts and all.
    const [decision] = await messagesOf(customer.authorization)
    expect(decision!.body).toMatch(/^Pema Wangmo ལུ།/)
  })

  it('writes the receipt and the letter in Dzongkha once reviewed, the applicant’s words as they were typed', async () => {
    const customer = await signedInCustomer(portal.app, { language: 'dz' })
    const { id } = await filedClearance(portal.app, customer.authorization, thimphu)
    const paper = (url: string) => paperOf(customer.authorization, url)
    const dz = (english: string) => DZ_FORM_TEXTS[english]!.text.replace(/\s+/g, '')
    const words = (key: TNoticeKey) => DZ_NOTICES[key].text.replace(/\s+/g, '')
    const restore = markEveryDzongkhaEntryReviewed()
    try {
      await dzongkhaPapers()
    } finally {
      restore()
    }

    async function dzongkhaPapers() {
      const receipt = await paper(`/api/tickets/${id}/receipt/`)
      expect(receipt.text).toContain(words('paper.receipt.title'))
      expect(receipt.text).toContain(words('paper.statement'))
      // Labels as the Dzongkha form shows them; the applicant's words as typed; a choice in Dzongkha.
      expect(receipt.text).toContain(dz('Location of the construction') + 'Babesa,Thimphu')
      expect(receipt.text).toContain(dz('Type of construction') + dz('Permanent'))
      expect(receipt.text).toContain(dz('Copy of your citizenship ID card') + 'cid.pdf')
      expect(receipt.text).toContain('PemaWangmo')
      expect(receipt.fonts).toMatch(/\/BaseFont \/[A-Z]{6}\+Jomolhari/)

      await asOfficer(`/api/staff/applications/${id}/decision/`, {
        decision: 'Approved',
        remarks: 'Line checked.',
      })
      const letter = await paper(`/api/tickets/${id}/download/`)
      expect(letter.text).toContain(words('paper.letter.Approved'))
      expect(letter.text).toContain(words('paper.remarks') + 'Linechecked.')
      expect(letter.text).toContain(dz('Location of the construction') + 'Babesa,Thimphu')

      // An English customer's letter carries no Tibetan font.
      const english = await signedInCustomer(portal.app)
      const filed = await filedClearance(portal.app, english.authorization, thimphu)
      const englishReceipt = await portal.app.inject({
        url: `/api/tickets/${filed.id}/receipt/`,
        headers: { authorization: english.authorization },
      })
      expect(englishReceipt.rawPayload.toString('latin1')).not.toContain('Jomolhari')
    }
  })

  it('is English or Dzongkha, nothing else', async () => {
    const customer = await signedInCustomer(portal.app)
    const response = await portal.app.inject({
      method: 'PATCH',
      url: `/api/customers/${customer.registration.cid}/`,
      headers: { authorization: customer.authorization },
      payload: { ...customer.registration, language: 'fr' },
    })
    expect(response.statusCode).toBe(400)
  })
})
