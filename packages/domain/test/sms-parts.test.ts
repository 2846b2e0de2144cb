import { describe, expect, it } from 'vitest'
import { smsParts } from '../src/sms-parts'

describe('the parts of an SMS', () => {
  it('are 160 GSM characters in one, 153 each when split; an extended character counts two', () => {
    expect(smsParts('a'.repeat(160))).toBe(1)
    expect(smsParts('a'.repeat(161))).toBe(2)
    expect(smsParts('a'.repeat(306))).toBe(2)
    expect(smsParts('a'.repeat(307))).toBe(3)
    expect(smsParts(`${'a'.repeat(159)}€`)).toBe(2)
  })

  it('are 70 UCS-2 units in one, 67 each when split, once a character is outside GSM', () => {
    expect(smsParts('ཀ'.repeat(70))).toBe(1)
    expect(smsParts('ཀ'.repeat(71))).toBe(2)
    expect(smsParts('ཀ'.repeat(134))).toBe(2)
    expect(smsParts(`${'a'.repeat(134)}ཀ`)).toBe(3)
  })
})
