import { describe, expect, it } from 'vitest'
import { safeFileName } from '../src/attachments'
import { APPLICATION_FORMS, formForPath } from '../src/applications/form-catalogue'
import { ZCustomerRegistrationSchema } from '../src/customer'
import { DZ_FORM_TEXTS } from '../src/i18n/dz-form-texts'
import { DZONGKHA_ENTRIES } from '../src/i18n/dzongkha'
import { FORM_TEXTS } from '../src/i18n/form-texts'
import { ZNewStaffSchema } from '../src/staff/accounts'
import { ZDecisionSchema } from '../src/staff/decisions'
import { ZDivisionSchema } from '../src/staff/divisions'
import { TEXT_MESSAGES, paragraphText } from '../src/text'
import { FORM_SAMPLES } from './form-samples'

type Result = {
  success: boolean
  data?: unknown
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}
const messagesFor = (result: Result, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path.join('.') === field).map((i) => i.message)

const check = (path: string, changes: Record<string, unknown>) =>
  formForPath(path)!.schema.safeParse({ ...FORM_SAMPLES[path], ...changes }) as Result

/** Each form's free-text fields: every one of them is printed in the applicant's statement. */
const freeTextFields = APPLICATION_FORMS.flatMap(({ path, schema }) =>
  Object.keys((schema as unknown as { shape: object }).shape)
    .filter((field) => check(path, { [field]: 'Thimphu, near the school' }).success)
    .map((field) => [path, field] as const),
)

/** What a letter prints (decision 076): Latin of Helvetica's encoding, Tibetan, Devanagari. */
const PRINTED = [
  'Zoë Dorji – “Pema” © 2026 · 5 kW … €',
  'ཚེ་རིང་རྡོ་རྗེ། 《ཐིམ་ཕུ》 ༢༠༢༦',
  'लक्ष्मी प्रसाद शर्मा।',
  'क्\u200Dष क्\u200Cष', // a half form with ZWJ, an explicit virama with ZWNJ (decision 051)
]

/** What no letter's font prints: other scripts, symbols and emoji. */
const NOT_PRINTED = ['李小龍', 'Дорджи', 'ดอร์จี', 'দর্জি', 'Ł', '✓', '₹', '😀']

const registration = (name: string) => ({
  cid: '11512345678',
  mobile: '17123456',
  name,
  current_address: { address: 'Norzin Lam', dzongkhag: 1 },
  permanent_address: { village: 'Chang', gewog: 1, dzongkhag: 1 },
})

describe('what a letter can print, refused at the field (decision 076)', () => {
  it('refuses a name in Chinese characters, with a message that says what to write', () => {
    const result = ZCustomerRegistrationSchema.safeParse(registration('李小龍')) as Result
    expect(messagesFor(result, 'name')).toEqual([TEXT_MESSAGES.paperScript])
    expect(TEXT_MESSAGES.paperScript).toBe('Please write this in English, Dzongkha or Nepali letters.')
  })

  it('takes a name in Nepali or Dzongkha letters', () => {
    for (const name of PRINTED)
      expect(ZCustomerRegistrationSchema.parse(registration(` ${name} `)).name).toBe(name)
  })

  it.each(freeTextFields)('%s %s: prints, or is refused', (path, field) => {
    for (const text of PRINTED) expect(messagesFor(check(path, { [field]: text }), field)).toEqual([])
    for (const text of NOT_PRINTED) {
      const messages = messagesFor(check(path, { [field]: `Pema ${text}` }), field)
      expect(messages, text).toEqual([TEXT_MESSAGES.paperScript])
    }
  })

  it('holds for the officer’s name, the division’s and the remarks of a decision', () => {
    const staff = { username: 'pema', name: 'Pema 李', password: 'x'.repeat(12), role: 'officer' }
    expect(messagesFor(ZNewStaffSchema.safeParse(staff) as Result, 'name')).toEqual([
      TEXT_MESSAGES.paperScript,
    ])
    expect(messagesFor(ZDivisionSchema.safeParse({ name: 'ESD 😀' }) as Result, 'name')).toEqual([
      TEXT_MESSAGES.paperScript,
    ])
    const decision = ZDecisionSchema.safeParse({ decision: 'Approved', remarks: 'Seen.\n✓ Site visit done.' })
    expect(messagesFor(decision as Result, 'remarks')).toEqual([TEXT_MESSAGES.paperScript])
  })

  it('takes every Dzongkha text of the catalogues (but a page’s arrow, which no letter prints)', () => {
    const dzongkha = DZONGKHA_ENTRIES.map((entry) => entry.text).filter(
      (text) => /\p{Script=Tibetan}/u.test(text) && !text.includes('→'),
    )
    expect(dzongkha.length).toBeGreaterThan(400)
    const field = paragraphText(10_000, 'Too long.')
    for (const text of dzongkha) expect(field.safeParse(text).error?.issues ?? [], text).toEqual([])
  })

  it('is in the Dzongkha catalogue, as a draft until a translator reviews it', () => {
    expect(FORM_TEXTS).toContain(TEXT_MESSAGES.paperScript)
    expect(DZ_FORM_TEXTS[TEXT_MESSAGES.paperScript]).toMatchObject({ reviewed: false })
    expect(DZ_FORM_TEXTS[TEXT_MESSAGES.paperScript]!.text).toMatch(/\p{Script=Tibetan}/u)
  })

  it('keeps a file’s name where a receipt can print it, and marks where it cannot', () => {
    expect(safeFileName('ཞུ་ཡིག་ लक्ष्मी Zoë.pdf')).toBe('ཞུ་ཡིག་ लक्ष्मी Zoë.pdf')
    expect(safeFileName('申请表 2026.pdf')).toBe('_ 2026.pdf')
    expect(safeFileName('scan 😀😀.jpg')).toBe('scan _.jpg')
  })
})
