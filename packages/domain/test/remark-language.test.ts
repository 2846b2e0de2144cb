import { describe, expect, it } from 'vitest'
import {
  remarkInAnotherLanguage,
  remarkLanguageOf,
  remarkLanguageWarning,
} from '../src/staff/remark-language'

describe("an officer's remark", () => {
  it('is read as the language of most of its letters', () => {
    expect(remarkLanguageOf('The meter was checked on site.')).toBe('en')
    expect(remarkLanguageOf('ས་ཁོངས་ནང་ བརྟག་ཞིབ་འབད་ཡི།')).toBe('dz')
    expect(remarkLanguageOf('ས་ཁོངས་ནང་ BPC བརྟག་ཞིབ་འབད་ཡི།')).toBe('dz')
    expect(remarkLanguageOf('')).toBeUndefined()
    expect(remarkLanguageOf('12/2026 – 3')).toBeUndefined()
  })

  it('is in another language only when its letters say so', () => {
    expect(remarkInAnotherLanguage('Approved after the site visit.', 'dz')).toBe(true)
    expect(remarkInAnotherLanguage('Approved after the site visit.', 'en')).toBe(false)
    expect(remarkInAnotherLanguage('བརྟག་ཞིབ་འབད་ཡི།', 'en')).toBe(true)
    expect(remarkInAnotherLanguage('', 'dz')).toBe(false)
  })

  it('is warned of as what it is: a send-back message prints on no letter', () => {
    expect(remarkLanguageWarning('dz')).toBe(
      'The customer reads Dzongkha: these remarks are in English, and are sent and printed as written.',
    )
    expect(remarkLanguageWarning('en', 'note')).toBe(
      'The customer reads English: this note is in Dzongkha, and is shown as written.',
    )
    expect(remarkLanguageWarning('dz', 'message')).toBe(
      'The customer reads Dzongkha: this message is in English, and is sent and shown as written.',
    )
  })
})
