import { describe, expect, it } from 'vitest'
import { FORM_DEFINITIONS } from '@portal/domain/applications/form-definitions/definitions-by-path'
import { answerRows } from '@/features/applications/forms/answer-rows'

describe('the answers of a form, as a page lists them', () => {
  it('mark what a person typed, which a Dzongkha page draws with the whole font, and no word of the portal’s', () => {
    const rows = answerRows(
      FORM_DEFINITIONS['/power-clearance']!,
      {
        division: 3,
        category: 'LV within 1km',
        location: 'ཐིམ་ཕུག་གི་སྒྲོལ་མ་ལྷ་ཁང་',
        reason: '',
        power_required: 12,
        construction_type: 'Permanent',
      },
      { translate: (english) => `[${english}]`, divisionName: () => 'ལས་སྡེ་ ཐིམ་ཕུག' },
    )
    const typed = Object.fromEntries(rows.map((row) => [row.name, row.typed]))
    expect(typed).toMatchObject({
      division: true, // an admin's name for it
      category: false,
      location: true,
      reason: false, // "not given", in the portal's words
      power_required: false, // digits and the portal's unit
      construction_type: false,
    })
  })

  it('read digits typed in Tibetan back as they are filed', () => {
    const rows = answerRows(
      FORM_DEFINITIONS['/power-clearance']!,
      { division: 3, category: 'LV within 1km', power_required: '༡༥', construction_type: 'Permanent' },
      { translate: (english) => english, divisionName: () => 'ESD Thimphu' },
    )
    expect(rows.find((row) => row.name === 'power_required')?.value).toBe('15 kW')
  })
})
