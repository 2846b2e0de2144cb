import { describe, expect, it } from 'vitest'
import { APPLICATION_FORMS, formForPath } from '../src/applications/form-catalogue'
import { ZCustomerRegistrationSchema, ZPasswordLoginSchema } from '../src/customer'
import { ZNewStaffSchema } from '../src/staff/accounts'
import { ZDecisionSchema } from '../src/staff/decisions'
import {
  maxLengthMessage,
  minLengthMessage,
  readGenericMessage,
  requiredMessage,
  validEmailMessage,
} from '../src/messages'
import { DZONGKHA_ENTRIES } from '../src/i18n/dzongkha'
import { TEXT_MESSAGES, oneLineText, paragraphText } from '../src/text'
import { FORM_SAMPLES } from './form-samples'

type Result = {
  success: boolean
  data?: unknown
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}
const messagesFor = (result: Result, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path.join('.') === field).map((i) => i.message)

/** Fields a person writes several lines in: everything else is one line. */
const PARAGRAPHS = new Set(['reason', 'information'])

const check = (path: string, changes: Record<string, unknown>) =>
  formForPath(path)!.schema.safeParse({ ...FORM_SAMPLES[path], ...changes }) as Result

/** Each form's free-text fields: those that take any words in place of the sample's value. */
const freeTextFields = APPLICATION_FORMS.flatMap(({ path, schema }) =>
  Object.keys((schema as unknown as { shape: object }).shape)
    .filter((field) => check(path, { [field]: 'Thimphu, near the school' }).success)
    .map((field) => [path, field] as const),
)

describe('what a letter may print (DESIGN.md §5)', () => {
  it('finds the free-text fields of the forms', () => {
    expect(freeTextFields.length).toBeGreaterThan(40)
  })

  it.each(freeTextFields)('%s %s: one line, or several where a paragraph is asked', (path, field) => {
    const result = check(path, { [field]: 'Thimphu\nApproved. Signed: Chief Engineer' })
    if (PARAGRAPHS.has(field)) expect(result.error?.issues ?? []).toEqual([])
    else expect(messagesFor(result, field)).toEqual([TEXT_MESSAGES.oneLine])
  })

  it.each(freeTextFields)('%s %s: no control or direction characters', (path, field) => {
    for (const hidden of [
      '\u0000',
      '\u0007',
      '\u001b[2J',
      '\u202Edevorppa',
      '\u2066x\u2069',
      '\u2028',
      '\u200Fdevorppa',
      '\u200E',
      '\u061C',
    ]) {
      const messages = messagesFor(check(path, { [field]: `Thim${hidden}phu` }), field)
      expect(messages).toEqual([PARAGRAPHS.has(field) ? TEXT_MESSAGES.plainText : TEXT_MESSAGES.oneLine])
    }
  })

  it.each(freeTextFields)('%s %s: zero-width characters dropped, ZWJ and ZWNJ kept', (path, field) => {
    const result = check(path, {
      [field]: '\uFEFFThim\u200Bphu\u2060 ཐིམ\u200Bཕུ क\u094D\u200Dष क\u094D\u200Cष',
    })
    expect(messagesFor(result, field)).toEqual([])
    expect((result.data as Record<string, string>)[field]).toBe('Thimphu ཐིམཕུ क\u094D\u200Dष क\u094D\u200Cष')
  })

  it.each(freeTextFields)(
    '%s %s: every invisible character dropped, not only the zero-width ones',
    (path, field) => {
      for (const hidden of LOOK_ALIKE_INVISIBLES) {
        const result = check(path, { [field]: `Tshe${hidden}ring Dorji${hidden}` })
        expect(messagesFor(result, field)).toEqual([])
        expect((result.data as Record<string, string>)[field]).toBe('Tshering Dorji')
      }
    },
  )

  it('drops zero-width characters from names too', () => {
    const registration = ZCustomerRegistrationSchema.parse({
      cid: '11512345678',
      mobile: '17123456',
      name: 'Pema\u200B Wangmo\uFEFF',
      current_address: { address: 'Norzin Lam', dzongkhag: 1 },
      permanent_address: { village: 'Chang', gewog: 1, dzongkhag: 1 },
    })
    expect(registration.name).toBe('Pema Wangmo')
  })

  it('keeps a paragraph’s line breaks as \\n, whatever the browser sent', () => {
    const result = check('/power-clearance', { reason: 'First line\r\nSecond line\rThird' })
    expect((result.data as { reason: string }).reason).toBe('First line\nSecond line\nThird')
  })

  it('applies to registration, sign-in, staff names and decisions alike', () => {
    const registration = {
      cid: '11512345678',
      mobile: '17123456',
      name: 'Pema\nWangmo',
      current_address: { address: 'Norzin Lam\u0000', dzongkhag: 1 },
      permanent_address: { village: 'Chang', gewog: 1, dzongkhag: 1 },
    }
    const refused = ZCustomerRegistrationSchema.safeParse(registration) as Result
    expect(messagesFor(refused, 'name')).toEqual([TEXT_MESSAGES.oneLine])
    expect(messagesFor(refused, 'current_address.address')).toEqual([TEXT_MESSAGES.oneLine])
    expect(
      ZPasswordLoginSchema.safeParse({ username: '1151234567\u0000', password: '17123456' }).success,
    ).toBe(false)
    expect(
      messagesFor(
        ZNewStaffSchema.safeParse({
          username: 'pema',
          name: 'Pema\rW',
          password: 'x'.repeat(12),
          role: 'officer',
        }) as Result,
        'name',
      ),
    ).toEqual([TEXT_MESSAGES.oneLine])
    expect(
      ZDecisionSchema.safeParse({ decision: 'Approved', remarks: 'Seen.\nSite visit done.' }).success,
    ).toBe(true)
    expect(ZDecisionSchema.safeParse({ decision: 'Approved', remarks: 'Seen.\u202E' }).success).toBe(false)
  })

  it('refuses a division named twice for a staff member', () => {
    const result = ZNewStaffSchema.safeParse({
      username: 'pema',
      name: 'Pema',
      password: 'x'.repeat(12),
      role: 'officer',
      divisions: [3, 3],
    }) as Result
    expect(messagesFor(result, 'divisions')).toEqual(['Name each division only once.'])
  })
})

/**
 * Characters that show nothing (or a blank) and would keep "Tshering Dorji" from an officer's
 * search: some of Unicode's Default_Ignorable_Code_Point, and the blanks outside it.
 */
const LOOK_ALIKE_INVISIBLES = [
  '\u00AD', // soft hyphen
  '\u034F', // combining grapheme joiner
  '\u115F', // Hangul choseong filler
  '\u1160', // Hangul jungseong filler
  '\u17B4', // Khmer vowel inherent aq
  '\u180E', // Mongolian vowel separator
  '\u206A', // inhibit symmetric swapping
  '\u206F', // nominal digit shapes
  '\u3164', // Hangul filler
  '\uFE0F', // variation selector 16
  '\uFFA0', // halfwidth Hangul filler
  '\u{E0041}', // tag latin capital letter A
  '\u{E007F}', // cancel tag
  '\u{E0100}', // variation selector 17
  '\u2800', // braille pattern blank: not default-ignorable, but blank
  '\uFFF9', // interlinear annotation anchor, separator, terminator: not default-ignorable either
  '\uFFFA',
  '\uFFFB',
]

describe('invisible characters in typed text (decision 051)', () => {
  const oneLine = oneLineText(100, 'At most 100 characters.')
  const paragraph = paragraphText(100, 'At most 100 characters.')

  it('drops every default-ignorable code point but the direction marks it refuses, and ZWNJ and ZWJ but after Devanagari', () => {
    const refused = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u
    const joiner = /[\u200C\u200D]/u
    let checked = 0
    for (let point = 0; point <= 0x10ffff; point++) {
      const char = String.fromCodePoint(point)
      if (!/\p{Default_Ignorable_Code_Point}/u.test(char) || refused.test(char)) continue
      checked++
      expect(oneLine.parse(`Pe${char}ma`)).toBe('Pema')
      expect(paragraph.parse(`Pe${char}ma`)).toBe('Pema')
      // A Devanagari half form keeps its joiner.
      if (joiner.test(char)) expect(oneLine.parse(`क\u094D${char}ष`)).toBe(`क\u094D${char}ष`)
    }
    expect(checked).toBeGreaterThan(4000)
  })

  it('writes every run of spaces in one line as one space, as a search is typed', () => {
    expect(oneLine.parse('Tshering\u00A0Dorji')).toBe('Tshering Dorji')
    expect(oneLine.parse('Tshering  \u3000Dorji')).toBe('Tshering Dorji')
  })

  it('leaves the Dzongkha of the catalogues as it is', () => {
    // Not a page's arrow, which no letter prints (decision 076).
    const dzongkha = DZONGKHA_ENTRIES.map((entry) => entry.text).filter(
      (text) => /\p{Script=Tibetan}/u.test(text) && !text.includes('→'),
    )
    expect(dzongkha.length).toBeGreaterThan(400)
    const long = paragraphText(10_000, 'Too long.')
    for (const text of dzongkha) {
      expect(long.parse(text)).toBe(text.trim())
      if (!text.includes('\n')) expect(oneLineText(10_000, 'Too long.').parse(text)).toBe(text.trim())
    }
  })
})

describe('a generic message of the specification', () => {
  it('is read back as its kind and count, whatever the field', () => {
    expect(readGenericMessage(requiredMessage('mobile'))).toEqual({ kind: 'required', count: 0 })
    expect(readGenericMessage(validEmailMessage('email'))).toEqual({ kind: 'email', count: 0 })
    expect(readGenericMessage(minLengthMessage('name', 3))).toEqual({ kind: 'min', count: 3 })
    expect(readGenericMessage(maxLengthMessage('name', 100))).toEqual({ kind: 'max', count: 100 })
    expect(readGenericMessage('Please enter a valid CID.')).toBeUndefined()
    expect(readGenericMessage('The mobile is a required field')).toBeUndefined()
  })
})
