import { describe, expect, it } from 'vitest'
import { remarkInAnotherLanguage, remarkLanguageOf } from '../src/staff/remark-language'

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
})
