import { describe, expect, it } from 'vitest'
import { positiveNumber } from '../src/applications/fields'
import { cidField, loginCidField, mobileField } from '../src/person-fields'
import { ZCodeFormSchema } from '../src/sign-in-codes'
import { asciiDigits } from '../src/text'

describe('digits typed on a Dzongkha or Nepali keyboard', () => {
  it('are the ASCII digits, and nothing else changes', () => {
    expect(asciiDigits('༡༧༢༣ ०९')).toBe('1723 09')
    expect(asciiDigits('CID 11512345601')).toBe('CID 11512345601')
  })

  it('are taken where the portal asks for digits', () => {
    expect(cidField.parse('༡༡༥༡༢༣༤༥༦༠༡')).toBe('11512345601')
    expect(loginCidField.parse('༡༡༥༡༢༣༤༥༦༠༡')).toBe('11512345601')
    expect(mobileField('mobile').parse('༡༧༡༢༣༤༥༦')).toBe('17123456')
    expect(ZCodeFormSchema.parse({ code: '༠༡༢༣༤༥' }).code).toBe('012345')
    expect(positiveNumber('At least 1.').parse('१२')).toBe(12)
  })

  it('still refuse what is not a number', () => {
    expect(cidField.safeParse('ཀཁགངཅཆཇཉཏཐད').success).toBe(false)
    expect(ZCodeFormSchema.safeParse({ code: '༡༢༣' }).success).toBe(false)
  })
})
