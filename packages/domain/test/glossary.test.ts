import { describe, expect, it } from 'vitest'
import { DZONGKHA_ENTRIES } from '../src/i18n/dzongkha'
import {
  AWAITING_THE_TRANSLATOR,
  englishProse,
  GLOSSARY,
  glossaryBreaches,
  inDzongkha,
} from '../src/i18n/glossary'
import { draft, withReviews } from '../src/i18n/translation'

/** Every entry with both English and Dzongkha: the pages, the forms, SMS, emails, papers, refusals. */
const TRANSLATED = DZONGKHA_ENTRIES.filter((entry) => inDzongkha(entry.text))

describe('the Dzongkha glossary', () => {
  it('is said with one word per term in every catalogue, reviewed texts too', () => {
    const breaches = TRANSLATED.flatMap((entry) =>
      glossaryBreaches(entry).map((breach) => `${entry.id}: ${breach}`),
    )
    expect(breaches).toEqual([])
  })

  it('holds a reviewed text to it as much as a draft', () => {
    const english = { 'withdraw.confirm': 'Withdraw' }
    const reviewed = withReviews({ 'withdraw.confirm': draft('ཕྱིར་འཐེན།') }, (id) => english[id], {
      'withdraw.confirm': { text: 'ལོག་བཏོན།', english: 'Withdraw', by: 'A Translator', on: '2025-01-01' },
    })
    expect(reviewed['withdraw.confirm'].reviewed).toBe(true)
    expect(
      glossaryBreaches({ id: 'withdraw.confirm', english: 'Withdraw', ...reviewed['withdraw.confirm'] }),
    ).toEqual([
      'says "withdraw (an application)" without ཕྱིར་འཐེན',
      'says "withdraw (an application)" as ལོག་བཏོན; the glossary\'s word is ཕྱིར་འཐེན',
    ])
  })

  it('gives each term one word, a reason, and English some text names', () => {
    for (const term of GLOSSARY) {
      for (const word of [term.dzongkha, ...(term.forms ?? [])]) {
        expect(inDzongkha(word), term.term).toBe(true)
        expect(
          term.notAs.some((variant) => variant.includes(word) || word.includes(variant)),
          term.term,
        ).toBe(false)
      }
      expect(term.reason.length, term.term).toBeGreaterThan(20)
      expect(
        TRANSLATED.some((entry) => term.english.test(englishProse(entry.english))),
        `${term.term} names no text`,
      ).toBe(true)
    }
    expect(new Set(GLOSSARY.map((term) => term.term)).size).toBe(GLOSSARY.length)
  })

  it('excepts only entries that exist and would break the term, each with its reason', () => {
    for (const term of GLOSSARY)
      for (const [id, reason] of Object.entries(term.exceptions ?? {})) {
        const entry = TRANSLATED.find((candidate) => candidate.id === id)
        expect(entry, `${term.term}: ${id}`).toBeDefined()
        expect(reason.trim(), `${term.term}: ${id}`).not.toBe('')
        expect(
          glossaryBreaches(entry!, [{ ...term, exceptions: {} }]),
          `${term.term}: ${id} needs no exception`,
        ).not.toEqual([])
      }
  })

  it('keeps a text whose term awaits the translator a draft, until the term is in the glossary', () => {
    for (const awaited of AWAITING_THE_TRANSLATOR) {
      const texts = TRANSLATED.filter((entry) => awaited.english.test(englishProse(entry.english)))
      expect(texts.length, awaited.term).toBeGreaterThan(0)
      expect(
        texts.filter((entry) => entry.reviewed).map((entry) => entry.id),
        `reviewed before "${awaited.term}" has its word in glossary.ts`,
      ).toEqual([])
      expect(GLOSSARY.map((term) => term.term)).not.toContain(awaited.term)
    }
  })
})
