import { describe, expect, it } from 'vitest'
import { DZONGKHA_ENTRIES } from '../src/i18n/dzongkha'

/**
 * Words an independent reading of the catalogues found wrong (issue 34): each must not come
 * back, and the terms a citizen meets on every page must be spelt one way.
 */
const WRONG_FORMS: [wrong: RegExp, why: string][] = [
  [/(?<!ཆོག་)ཐམ/, 'Thram is ཁྲམ (ས་ཁྲམ); ཐམ is a seal, and stands only in ཆོག་ཐམ (clearance)'],
  [/ཆ་ཚད/, 'seconds are སྐར་ཆ'],
  [/གཟའ་(ཟླ|མིག|ལྷག|ཕུར|པ་སངས|སྤེན|ཉི)/, 'working days leave out weekends and holidays, not named weekdays'],
  [/ཡིད་མ་རངས/, 'ཡིད་མ་རངས is displeasure, not regret'],
  [/ངོས་ལེན་མ་འབད(?![་]?བ|་ཚུགས)/, 'ངོས་ལེན་མ་འབད reads as an order ("do not accept!")'],
  [/འདི་ཤར/, 'འདི་ཤར is no known word for scanning'],
  [/ཁ་ཤུབ|དངུལ་ཁུག|ཝ་ལེཊི/, 'the wallet is ཝ་ལེཊ, one word, one spelling'],
  [/ཝ་ལེཊ་གི/, 'after ཝ་ལེཊ (a final t-sound) the genitive is ཀྱི, the ergative ཀྱིས'],
  [/ཞིབ་ལྟ/, 'scanning (a QR code or a paper) is ཞིབ་བཤེར, one word'],
  [/སྤྱི་ཚེ/, 'a profile is ཁྱོད་ཀྱི་ གནས་ཚུལ; སྤྱི་ཚེ reads as "general life"'],
  [/བཞུགས/, 'བཞུགས is honorific: a file is not seated'],
  [/ཨང་ ཨང་/, 'a number of digits is ཨང་གྲངས, not a second ཨང'],
  [/ལཱ་དགོས་པ/, '"Action needed" says who acts: ཁྱོད་ཀྱིས་ བསྒྱུར་བཅོས་འབད་དགོ'],
  [/ཤེས་མི་མེད/, 'a fee not known is གསལ་བཀོད་མེད, not "no one who knows"'],
  [/(ཚུ|མི|ཤུལ་མ|རྩིས་ཐོ|འདི)་གི(?![ས])/, 'the genitive after a vowel is འི (ཚུའི, ལེན་མིའི, རྩིས་ཐོའི)'],
  [/ངོ་སྡུད/, 'the citizenship ID is མི་ཁུངས་ངོ་སྤྲོད'],
  [/ཁེ་ལས/, 'the utility is ལས་འཛིན'],
  [/[༠-༩]/, 'numbers are written in Arabic digits (decision 046)'],
  [/།\)/, 'a parenthesis closes on its words, not on a shad'],
  [
    /།\s*\((PDF|kW|ངེས་པར་མི་དགོ)\)/,
    'a label runs on to its unit or "(optional)": no shad before the parenthesis',
  ],
]

/** The English without the values it fills in (`{division}` names no division). */
const prose = (english: string) => english.replace(/\{[^}]*\}/g, '')

describe('the Dzongkha catalogues', () => {
  it('hold none of the wrong words found before', () => {
    const found = DZONGKHA_ENTRIES.flatMap((entry) =>
      WRONG_FORMS.filter(([wrong]) => wrong.test(entry.text)).map(([, why]) => `${entry.id}: ${why}`),
    )
    expect(found).toEqual([])
  })

  it('name a division ལས་སྡེ and a department ལས་ཁུངས, a thram ཁྲམ, wherever the English does', () => {
    const misnamed = DZONGKHA_ENTRIES.filter(
      ({ english, text }) =>
        (/\bdivision/i.test(prose(english)) && (!text.includes('ལས་སྡེ') || text.includes('ལས་ཁུངས'))) ||
        (/\bdepartment/i.test(prose(english)) && (!text.includes('ལས་ཁུངས') || text.includes('ལས་སྡེ'))) ||
        (/\bthram/i.test(english) && !text.includes('ཁྲམ')),
    ).map((entry) => entry.id)
    expect(misnamed).toEqual([])
  })

  it('say "Rejected" as a state, not as an order', () => {
    const rejected = DZONGKHA_ENTRIES.filter(
      (entry) => /\.Rejected$/.test(entry.id) && /status/.test(entry.id),
    )
    expect(rejected.length).toBeGreaterThan(0)
    for (const entry of rejected) expect(entry.text, entry.id).toBe('ཁས་མ་བླངས།')
  })
})
