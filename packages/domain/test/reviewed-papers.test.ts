import { describe, expect, it } from 'vitest'
import { DZ } from '../src/i18n/dz'
import { DZ_FORM_TEXTS } from '../src/i18n/dz-form-texts'
import { DZ_NOTICES } from '../src/i18n/dz-notices'
import { everyPaperInDzongkha, paperLanguage, type TPaperCatalogues } from '../src/i18n/reviewed-papers'
import type { TMessageKey } from '../src/i18n/en'

const reviewed = (text: string) => ({ text, reviewed: true })
const draft = (text: string) => ({ text, reviewed: false })
const SERVICE = 'service.power-clearance.title' as TMessageKey

/** Catalogues where everything a power clearance's paper prints is reviewed, but for `change`. */
function catalogues(change: (c: TPaperCatalogues) => void = () => {}): TPaperCatalogues {
  const c: TPaperCatalogues = {
    notices: { 'paper.to': reviewed('…'), 'paper.remarks': reviewed('…'), 'sms.code': draft('…') },
    pages: { [SERVICE]: reviewed('…') },
    formTexts: { 'Type of construction': reviewed('…'), Permanent: reviewed('…') },
  }
  change(c)
  return c
}
const printed = { serviceKey: SERVICE, formTexts: ['Type of construction', 'Permanent'] }

describe('the language a paper is printed in', () => {
  it('is Dzongkha for a Dzongkha customer once every text on the paper is reviewed', () => {
    // A draft SMS is no paper's concern.
    expect(paperLanguage('dz', printed, catalogues())).toBe('dz')
  })

  it("is English while any of the paper's own words is a draft", () => {
    expect(
      paperLanguage(
        'dz',
        printed,
        catalogues((c) => (c.notices['paper.to'] = draft('…'))),
      ),
    ).toBe('en')
  })

  it("is English while the service's name is a draft", () => {
    expect(
      paperLanguage(
        'dz',
        printed,
        catalogues((c) => (c.pages[SERVICE] = draft('…'))),
      ),
    ).toBe('en')
    expect(paperLanguage('dz', { ...printed, serviceKey: undefined }, catalogues())).toBe('en')
  })

  it("is English while a form's word on it is a draft, or has no Dzongkha", () => {
    expect(
      paperLanguage(
        'dz',
        printed,
        catalogues((c) => (c.formTexts.Permanent = draft('…'))),
      ),
    ).toBe('en')
    expect(paperLanguage('dz', { ...printed, formTexts: ['Temporary'] }, catalogues())).toBe('en')
  })

  it('is English for an English customer, whatever is reviewed', () => {
    expect(paperLanguage('en', printed, catalogues())).toBe('en')
  })
})

/** The real catalogues with every entry reviewed, but for `change`. */
function allReviewed(change: (c: TPaperCatalogues) => void = () => {}): TPaperCatalogues {
  const reviewedAll = <T extends object>(catalogue: T) =>
    Object.fromEntries(Object.entries(catalogue).map(([key, entry]) => [key, { ...entry, reviewed: true }]))
  const c: TPaperCatalogues = {
    notices: reviewedAll(DZ_NOTICES),
    pages: reviewedAll(DZ),
    formTexts: reviewedAll(DZ_FORM_TEXTS),
  }
  change(c)
  return c
}

describe('every paper in Dzongkha', () => {
  it('is so once every paper word, service name and statement word is reviewed', () => {
    expect(everyPaperInDzongkha(allReviewed())).toBe(true)
  })

  it("is not while one paper's word, one service's name or one statement word is a draft", () => {
    expect(everyPaperInDzongkha(allReviewed((c) => (c.notices['paper.date'] = draft('…'))))).toBe(false)
    expect(
      everyPaperInDzongkha(allReviewed((c) => (c.pages['service./interim-billing.title'] = draft('…')))),
    ).toBe(false)
    expect(everyPaperInDzongkha(allReviewed((c) => (c.formTexts.Permanent = draft('…'))))).toBe(false)
  })
})
