import { describe, expect, it } from 'vitest'
import { DZONGKHA_ENTRIES } from '../src/i18n/dzongkha'
import { beyondTheInterfaceFont, tibetanClustersOf } from '../src/i18n/interface-font'

describe("what the Dzongkha pages' interface cut of the font draws (decision 083)", () => {
  it("draws every letter and stack of the portal's own Dzongkha", () => {
    expect(DZONGKHA_ENTRIES.flatMap((entry) => beyondTheInterfaceFont(entry.text))).toEqual([])
  })

  it('names a stack or a letter that no text of the build has, once each, and nothing in Latin letters', () => {
    // ཀྵ (KSSA) and ཪ (a fixed-form RA) are in no text of the portal.
    expect(beyondTheInterfaceFont('ཀྵ་ཀྵ་ཪ་ཀ་ Kinley 12')).toEqual(['ཀྵ', 'ཪ'])
    expect(beyondTheInterfaceFont('Bhutan Power Corporation')).toEqual([])
  })

  it('reads a stack as one, with its vowel', () => {
    expect(tibetanClustersOf(['སྤྱོད་'])).toEqual(['སྤྱོ', 'ད', '་'].sort())
  })
})
