import { describe, expect, it } from 'vitest'
import {
  finalSound,
  labelled,
  particleAfter,
  withCase,
  withCaseForms,
  withinSentence,
} from '../src/i18n/dzongkha-grammar'

describe('a Dzongkha case particle', () => {
  it.each([
    // After ག or ང: གི
    ['ཞུ་ཡིག', 'གི'],
    ['གློག་ཚད་འཇལ་ཆས་ ཡར་དྲག', 'གི'],
    ['གློག་ཚད་འཇལ་ཆས་ ཁ་སྐོང་།', 'གི'],
    // After ད, བ or ས (and Dzongkha's པ): ཀྱི
    ['གློག་མེ་ ལོག་མཐུད།', 'ཀྱི'],
    ['ལས་འཛིན་གྱི་སློབ', 'ཀྱི'],
    ['བསྒྱུར་བཅོས།', 'ཀྱི'],
    ['ཇོ་བདག་གསརཔ', 'ཀྱི'],
    // A loanword's ཊ sounds as ད does: the wallet, a limited company.
    ['ཝ་ལེཊ', 'ཀྱི'],
    ['ལི་མི་ཊེཊ', 'ཀྱི'],
    // After ན, མ, ར or ལ: གྱི
    ['ལས་འཛིན', 'གྱི'],
    ['གློག་མེའི་ཆོག་ཐམ།', 'གྱི'],
    ['ས་ཁྲམ', 'གྱི'],
    ['ཡོངས་འབྲེལ', 'གྱི'],
    ['འགྱུར', 'གྱི'],
    // After a vowel, a root letter alone, or འ: འི
    ['གློག་མེ', 'འི'],
    ['བར་མཚམས་ཀྱི་གླ་འཐུས་ཡིག་ཆ།', 'འི'],
    ['ལཱ', 'འི'],
    ['དགའ', 'འི'],
    ['གནས་སྐབས་གློག་མེ་ བཏོག་ནི།', 'འི'],
  ])('after %s is %s', (word, particle) => {
    expect(particleAfter(word, 'genitive')).toBe(particle)
  })

  it('follows the digit a number ends in, read aloud, and stands apart after digits and Latin letters', () => {
    expect(['1040', '1041', '1042', '1043', '1044', '1046', '1047', '1048'].map(finalSound)).toEqual([
      'ར',
      'ག',
      'ས',
      'མ',
      'open',
      'ག',
      'ན',
      'ད',
    ])
    expect(withCase('1041', 'genitive')).toBe('1041 གི་')
    expect(withCase('1042', 'genitive')).toBe('1042 ཀྱི་')
    expect(withCase('1049', 'genitive')).toBe('1049 ཡི་')
    expect(withCase('༡༢', 'genitive')).toBe('༡༢་ཀྱི་')
    expect(withCase('Karma Dorji', 'ergative')).toBe('Karma Dorji ཡིས་')
    expect(withCase('Sonam Wangchuk', 'genitive')).toBe('Sonam Wangchuk གི་')
    expect(withCase('ESD Thimphu', 'genitive')).toBe('ESD Thimphu ཡི་')
  })

  it('joins an open syllable and sets every other particle after a tsheg, without the name’s shad', () => {
    expect(withCase('གློག་མེ', 'genitive')).toBe('གློག་མེའི་')
    expect(withCase('དགའ', 'genitive')).toBe('དགའི་')
    expect(withCase('གློག་མེའི་ཆོག་ཐམ།', 'genitive')).toBe('གློག་མེའི་ཆོག་ཐམ་གྱི་')
    expect(withCase('གློག་ཚད་འཇལ་ཆས་ ཁ་སྐོང་།', 'genitive')).toBe('གློག་ཚད་འཇལ་ཆས་ ཁ་སྐོང་གི་')
    expect(withCase('ལས་འཛིན།', 'ergative')).toBe('ལས་འཛིན་གྱིས་')
    expect(withCase('ཞུ་ཡིག', 'ergative')).toBe('ཞུ་ཡིག་གིས་')
    expect(withCase('གློག་མེ', 'ergative')).toBe('གློག་མེ་ཡིས་')
  })

  it('gives a message each value inside a sentence and with its cases', () => {
    expect(withCaseForms({ service: 'ས་ཁྲམ', id: 1042, count: 3 })).toMatchObject({
      service: 'ས་ཁྲམ',
      serviceOf: 'ས་ཁྲམ་གྱི་',
      serviceBy: 'ས་ཁྲམ་གྱིས་',
      idOf: '1042 ཀྱི་',
    })
    expect(withinSentence('གློག་མེའི་ཆོག་ཐམ།')).toBe('གློག་མེའི་ཆོག་ཐམ་')
    expect(withinSentence('གློག་ཚད་འཇལ་ཆས་ ཁ་སྐོང་།')).toBe('གློག་ཚད་འཇལ་ཆས་ ཁ་སྐོང་')
    expect(withinSentence('གློག་ཚད་འཇལ་ཆས་ ཡར་དྲག')).toBe('གློག་ཚད་འཇལ་ཆས་ ཡར་དྲག་')
    expect(withinSentence('Power clearance')).toBe('Power clearance')
  })

  it('puts no colon after a label closed by its own shad', () => {
    expect(labelled('ལག་ཐོགས་ཁ་པར་ཨང་།', 'ལག་ཐོགས་ཁ་པར་ཨང་ དགོཔ་ཨིན།')).toBe(
      'ལག་ཐོགས་ཁ་པར་ཨང་། ལག་ཐོགས་ཁ་པར་ཨང་ དགོཔ་ཨིན།',
    )
    expect(labelled('Mobile number', 'This field is required')).toBe('Mobile number: This field is required')
  })

  it('puts no Latin colon after a Dzongkha label: its shad, none after ག, ང་། after ང, a shad after a unit', () => {
    const required = 'ས་སྒོ་འདི་ བཀང་དགོ།'
    expect(labelled('རྫོང་ཁག', required)).toBe(`རྫོང་ཁག ${required}`)
    expect(labelled('ད་ལྟོའི་ རྫོང་ཁག', required)).toBe(`ད་ལྟོའི་ རྫོང་ཁག ${required}`)
    expect(labelled('ས་ཁྲམ་ཨང', required)).toBe(`ས་ཁྲམ་ཨང་། ${required}`)
    expect(labelled('རྒྱུ་མཚན', required)).toBe(`རྒྱུ་མཚན། ${required}`)
    expect(labelled('ཇོ་བདག་གི་ མིང་ཆ་ཚང', required)).toBe(`ཇོ་བདག་གི་ མིང་ཆ་ཚང་། ${required}`)
    expect(labelled('དགོས་པའི་གློག་ཤུགས་ (kW)', required)).toBe(`དགོས་པའི་གློག་ཤུགས་ (kW)། ${required}`)
    for (const label of ['རྫོང་ཁག', 'ས་ཁྲམ་ཨང་།', 'དགོས་པའི་གློག་ཤུགས་ (kW)'])
      expect(labelled(label, required)).not.toMatch(/:|།\s*།/)
  })
})
