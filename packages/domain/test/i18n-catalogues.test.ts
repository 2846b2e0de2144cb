import { describe, expect, it } from 'vitest'
import { DZ } from '../src/i18n/dz'
import { DZONGKHA_KEYS, EN } from '../src/i18n/en'
import { DZ_FORM_TEXTS } from '../src/i18n/dz-form-texts'
import { FORM_TEXTS } from '../src/i18n/form-texts'
import { DZ_NOTICES } from '../src/i18n/dz-notices'
import { EN_NOTICES } from '../src/i18n/notices'
import { DZ_REFUSALS } from '../src/i18n/dz-refusals'
import { EN_REFUSALS } from '../src/i18n/refusals'

/** The names a message fills in: `{year}`, `{count, plural, …}`; `{serviceOf}` fills in `service` with its case. */
const placeholders = (message: string) =>
  [
    ...new Set(
      [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]!.replace(/(?<=\w)(Of|By)$/, '')),
    ),
  ].sort()

describe('the catalogues', () => {
  it("have the same keys in English and Dzongkha, for the pages (the back office's aside), for what is sent and for the server's refusals", () => {
    const pages = Object.fromEntries(DZONGKHA_KEYS.map((key) => [key, EN[key]]))
    for (const [en, dz] of [
      [pages, DZ],
      [EN_NOTICES, DZ_NOTICES],
      [EN_REFUSALS, DZ_REFUSALS],
    ] as const) {
      const english = Object.keys(en).sort()
      const dzongkha = Object.keys(dz).sort()
      expect(
        english.filter((key) => !dzongkha.includes(key)),
        'missing in Dzongkha',
      ).toEqual([])
      expect(
        dzongkha.filter((key) => !english.includes(key)),
        'missing in English',
      ).toEqual([])
    }
  })

  it('fill in the same values in both languages, and mark each Dzongkha entry reviewed or not', () => {
    const pairs = [
      ...DZONGKHA_KEYS.map((key) => [key, EN[key], DZ[key]] as const),
      ...Object.entries(EN_NOTICES).map(
        ([key, english]) => [key, english, DZ_NOTICES[key as keyof typeof DZ_NOTICES]] as const,
      ),
      ...Object.entries(EN_REFUSALS).map(
        ([key, english]) => [key, english, DZ_REFUSALS[key as keyof typeof DZ_REFUSALS]] as const,
      ),
    ]
    for (const [key, english, entry] of pairs) {
      expect(placeholders(entry.text), key).toEqual(placeholders(english))
      expect(entry.text.trim(), key).not.toBe('')
      expect(typeof entry.reviewed, key).toBe('boolean')
    }
  })

  it('name every service of the landing page', () => {
    expect(EN['service./power-clearance.title']).toBe('Power clearance')
    expect(Object.keys(EN).filter((key) => key.startsWith('service.'))).toHaveLength(30)
  })

  it('translate every text of the forms, and no text the forms no longer show', () => {
    const translated = Object.keys(DZ_FORM_TEXTS)
    expect(
      FORM_TEXTS.filter((text) => !translated.includes(text)),
      'missing in Dzongkha',
    ).toEqual([])
    expect(
      translated.filter((text) => !FORM_TEXTS.includes(text)),
      'no longer on a form',
    ).toEqual([])
    for (const [english, entry] of Object.entries(DZ_FORM_TEXTS)) {
      expect(entry.text.trim(), english).not.toBe('')
      // A form's words are shown as they are, never read as ICU MessageFormat.
      expect(english, english).not.toMatch(/[{}]/)
    }
  })
})
