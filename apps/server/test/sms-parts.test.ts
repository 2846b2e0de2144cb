import { describe, expect, it } from 'vitest'
import { smsParts, UDH_INDICATOR } from '../src/notifications/sms-parts'

/** The text of parts as the phone reads them: headers dropped, GSM-7 septets or UCS-2 decoded. */
const GSM =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const EXTENSION: Record<number, string> = {
  0x0a: '\f',
  0x14: '^',
  0x28: '{',
  0x29: '}',
  0x2f: '\\',
  0x3c: '[',
  0x3d: '~',
  0x3e: ']',
  0x40: '|',
  0x65: '€',
}
function textOf(parts: ReturnType<typeof smsParts>) {
  return parts
    .map(({ dataCoding, esmClass, shortMessage }) => {
      const body = esmClass & UDH_INDICATOR ? shortMessage.subarray(shortMessage[0]! + 1) : shortMessage
      if (dataCoding === 8) return body.swap16().toString('utf16le')
      let text = ''
      for (let i = 0; i < body.length; i++) text += body[i] === 0x1b ? EXTENSION[body[++i]!] : GSM[body[i]!]
      return text
    })
    .join('')
}

describe('SMS parts', () => {
  it('sends a sign-in code in GSM-7 as one part without a header', () => {
    const code = 'BPC: 123456 is your code to sign in. Do not share it.'
    const [part, ...more] = smsParts(code, 7)
    expect(more).toEqual([])
    expect(part).toMatchObject({ dataCoding: 0, esmClass: 0 })
    expect(part!.shortMessage).toHaveLength(code.length)
    expect(textOf([part!])).toBe(code)
  })

  it('fits 160 GSM-7 septets in one part and splits 161 into 153 and 8, each with its header', () => {
    expect(smsParts('a'.repeat(160), 1)).toHaveLength(1)
    const parts = smsParts('a'.repeat(161), 42)
    expect(parts.map((p) => p.shortMessage.length - 6)).toEqual([153, 8])
    expect(parts.map((p) => [...p.shortMessage.subarray(0, 6)])).toEqual([
      [0x05, 0x00, 0x03, 42, 2, 1],
      [0x05, 0x00, 0x03, 42, 2, 2],
    ])
    expect(parts.every((p) => p.esmClass === UDH_INDICATOR && p.dataCoding === 0)).toBe(true)
  })

  it('counts an extension character as two septets and never splits its escape from it', () => {
    expect(smsParts('€'.repeat(80), 1)).toHaveLength(1)
    const text = `${'a'.repeat(152)}€${'b'.repeat(7)}`
    const parts = smsParts(text, 1)
    expect(parts.map((p) => p.shortMessage.length - 6)).toEqual([152, 9])
    expect(textOf(parts)).toBe(text)
  })

  it('sends Dzongkha as UCS-2: 70 characters in one part, more in parts of 67', () => {
    const dzongkha = 'ཁྱོད་ཀྱི་ གློག་མེའི་ཆོག་ཐམ། ཞུ་ཡིག་ 12 གནང་བ་ཐོབ་ཡི།'
    const [one] = smsParts(dzongkha, 1)
    expect(one).toMatchObject({ dataCoding: 8, esmClass: 0 })
    expect(textOf([one!])).toBe(dzongkha)
    expect(smsParts('ཀ'.repeat(70), 1)).toHaveLength(1)
    const long = `BPC: ${dzongkha.repeat(4)}`
    const parts = smsParts(long, 200)
    expect(parts.map((p) => p.shortMessage.length - 6)).toEqual([134, 134, 134, 2 * (long.length - 201)])
    expect(parts.every((p) => p.shortMessage.length <= 140)).toBe(true)
    expect(textOf(parts)).toBe(long)
  })

  it('keeps a character beyond the BMP whole across parts', () => {
    const text = `${'ཀ'.repeat(66)}😀ཀཀཀ`
    const parts = smsParts(text, 1)
    expect(parts.map((p) => p.shortMessage.length - 6)).toEqual([132, 10])
    expect(textOf(parts)).toBe(text)
  })

  it('never parts a Dzongkha letter from its vowel sign or subjoined letter', () => {
    // ཀ is one unit; གྱི (ག, subjoined ྱ, vowel ི) is three, one grapheme.
    const text = `${'ཀ'.repeat(66)}གྱི${'ཀ'.repeat(10)}`
    const parts = smsParts(text, 1)
    expect(parts.map((p) => p.shortMessage.length - 6)).toEqual([132, 26])
    expect(textOf(parts)).toBe(text)
  })

  it('splits a grapheme only when it is longer than a part', () => {
    const text = `ཀ${'\u0f71'.repeat(80)}`
    const parts = smsParts(text, 1)
    expect(parts.map((p) => p.shortMessage.length - 6)).toEqual([134, 28])
    expect(textOf(parts)).toBe(text)
  })
})
