import { z } from 'zod'
import { oneLineText } from '../text'

/** An electricity services division, as an admin keeps the list right. */
const divisionName = oneLineText(100, 'At most 100 characters.').min(3, 'Please enter the division’s name')

export const DIVISION_MESSAGES = {
  nameDzScript:
    'Write the Dzongkha name in Dzongkha script only (no Latin letters, digits or signs), or leave it empty.',
  nameTaken: (name: string) => `A division named ${name} exists already.`,
  nameDzTaken: (nameDz: string) => `A division named ${nameDz} in Dzongkha exists already.`,
  nothingToChange: 'Nothing to change',
} as const

/** At most as long as the name it stands beside. */
export const DIVISION_NAME_DZ_MAX = 100

// Tibetan letters, vowel signs, tsheg and shad (the Tibetan block), words parted by single
// spaces as the catalogue writes them; at least one letter. Nothing else reaches a page.
const TIBETAN_WORDS = /^[\u0F00-\u0FFF]+(?: [\u0F00-\u0FFF]+)*$/u
const TIBETAN_LETTER = /[\u0F40-\u0F6C]/u

/**
 * A division's name in Dzongkha, as an admin writes it (decision 059): Dzongkha script only,
 * so a page never shows Latin text or markup typed in its place. Empty (or null) clears it,
 * and the pages show the romanised name alone.
 */
export const divisionNameDz = oneLineText(DIVISION_NAME_DZ_MAX, `At most ${DIVISION_NAME_DZ_MAX} characters.`)
  .refine((text) => text === '' || (TIBETAN_WORDS.test(text) && TIBETAN_LETTER.test(text)), {
    error: DIVISION_MESSAGES.nameDzScript,
  })
  .nullable()
  .transform((text) => text || null)

export const ZDivisionSchema = z.object({
  name: divisionName,
  name_dz: divisionNameDz.optional(),
  active: z.boolean().default(true),
})

/** A change to a division: only what is sent (a rename leaves an inactive division inactive). */
export const ZDivisionChangeSchema = z
  .object({ name: divisionName, name_dz: divisionNameDz, active: z.boolean() })
  .partial()

/** A division as admins see it, active or not. */
export const ZAdminDivisionResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** In Dzongkha script; null until an admin sets it. */
  name_dz: z.string().nullable(),
  active: z.boolean(),
})
export type TAdminDivision = z.infer<typeof ZAdminDivisionResponseSchema>
export const ZAdminDivisionListResponseSchema = z.array(ZAdminDivisionResponseSchema)
