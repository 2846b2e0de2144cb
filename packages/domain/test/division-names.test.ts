import { describe, expect, it } from 'vitest'
import { DIVISION_MESSAGES, ZDivisionChangeSchema, ZDivisionSchema } from '../src/staff/divisions'

/** The messages a change's `name_dz` is refused with, or [] when it passes. */
const refusalsOf = (name_dz: unknown) => {
  const result = ZDivisionChangeSchema.safeParse({ name_dz })
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe("a division's name in Dzongkha (issue 34, decision 059)", () => {
  it('takes Dzongkha script, words parted by spaces, trimmed, and drops pasted zero-width spaces', () => {
    expect(ZDivisionChangeSchema.parse({ name_dz: '  ལས་སྡེ་ སྤ་རོ་ ' })).toEqual({ name_dz: 'ལས་སྡེ་ སྤ་རོ་' })
    expect(ZDivisionChangeSchema.parse({ name_dz: 'ལས་སྡེ་\u200Bསྤ་རོ་' })).toEqual({ name_dz: 'ལས་སྡེ་སྤ་རོ་' })
    // Two spaces, or a no-break one, are written as one: the name is found as it is typed.
    expect(ZDivisionChangeSchema.parse({ name_dz: 'ལས་སྡེ་ \u00A0སྤ་རོ་' })).toEqual({ name_dz: 'ལས་སྡེ་ སྤ་རོ་' })
  })

  it('is optional: absent it is not changed, empty or null it is cleared', () => {
    expect(ZDivisionSchema.parse({ name: 'ESD Paro' })).toEqual({ name: 'ESD Paro', active: true })
    expect(ZDivisionChangeSchema.parse({ active: false })).toEqual({ active: false })
    expect(ZDivisionChangeSchema.parse({ name_dz: '' })).toEqual({ name_dz: null })
    expect(ZDivisionChangeSchema.parse({ name_dz: '   ' })).toEqual({ name_dz: null })
    expect(ZDivisionChangeSchema.parse({ name_dz: null })).toEqual({ name_dz: null })
  })

  it.each([
    ['Latin letters', 'ESD Paro'],
    ['Latin beside Dzongkha', 'སྤ་རོ་ (Paro)'],
    ['markup', '<b>སྤ་རོ་</b>'],
    ['a script', '<script>alert(1)</script>'],
    ['digits', 'སྤ་རོ་ 2'],
    ['punctuation alone', '།།'],
    ['a direction mark', 'སྤ་རོ་\u202E'],
  ])('refuses %s with a message that says what to write', (_, nameDz) => {
    const refused = refusalsOf(nameDz)
    expect(refused).toHaveLength(1)
    expect(refused[0]).toMatch(/Dzongkha script only|one line/)
  })

  it('says so in words for Latin text', () => {
    expect(refusalsOf('ESD Paro')).toEqual([DIVISION_MESSAGES.nameDzScript])
  })

  it('is at most 100 characters long', () => {
    expect(refusalsOf('ཀ'.repeat(101))).toEqual(['At most 100 characters.'])
    expect(refusalsOf('ཀ'.repeat(100))).toEqual([])
  })

  it('the same rule when a division is added', () => {
    expect(ZDivisionSchema.safeParse({ name: 'ESD Nganglam', name_dz: 'Nganglam' }).success).toBe(false)
    expect(ZDivisionSchema.parse({ name: 'ESD Nganglam', name_dz: 'ངང་ལམ་' })).toMatchObject({
      name_dz: 'ངང་ལམ་',
    })
  })
})
