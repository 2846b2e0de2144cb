import { describe, expect, it } from 'vitest'
import { maskedName } from '../src/masked-name'

describe('a name masked for the public check of a paper', () => {
  it('keeps the first letter of each word and stars the rest', () => {
    expect(maskedName('Pema Wangmo')).toBe('P*** W*****')
    expect(maskedName('Tashi Yangzom')).toBe('T**** Y******')
    expect(maskedName('A')).toBe('A')
  })

  it('stars a Tibetan stack or vowel whole, never leaving a mark without its letter', () => {
    // པདྨ་དབང་མོ (Pema Wangmo): པ + the stack དྨ; ད བ ང; མ with its vowel ོ.
    expect(maskedName('པདྨ་དབང་མོ')).toBe('པ*་ད**་མ*')
    // བསྐྱོད (a syllable of four letters, one a stack of three with a vowel).
    expect(maskedName('བསྐྱོད')).toBe('བ**')
    for (const name of ['པདྨ་དབང་མོ', 'བསྐྱོད', 'ཀརྨ་ཚེ་རིང']) {
      // No nonspacing mark follows a star or begins the result.
      expect(maskedName(name)).not.toMatch(/(^|\*|་)\p{M}/u)
    }
  })
})
