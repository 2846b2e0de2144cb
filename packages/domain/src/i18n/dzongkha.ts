import { DZ } from './dz'
import { DZ_FORM_TEXTS } from './dz-form-texts'
import { DZ_NOTICES } from './dz-notices'
import { DZ_REFUSALS } from './dz-refusals'
import { EN_NOTICES, type TNoticeKey } from './notices'
import { EN, type TMessageKey } from './en'
import { EN_REFUSALS, type TRefusalKey } from './refusals'

export interface TDzongkhaEntry {
  /** The message id: a catalogue key, or a form's English text (form-texts.ts). */
  id: string
  english: string
  text: string
  reviewed: boolean
  reviewedBy?: string
  reviewedOn?: string
}

/** Every Dzongkha entry beside its English: the pages' messages, the forms' words, what is sent, the server's refusals. */
export const DZONGKHA_ENTRIES: readonly TDzongkhaEntry[] = [
  ...(Object.keys(EN) as TMessageKey[]).map((key) => ({ id: key, english: EN[key], ...DZ[key] })),
  ...Object.entries(DZ_FORM_TEXTS).map(([english, entry]) => ({ id: english, english, ...entry })),
  ...(Object.keys(EN_NOTICES) as TNoticeKey[]).map((key) => ({
    id: key,
    english: EN_NOTICES[key],
    ...DZ_NOTICES[key],
  })),
  ...(Object.keys(EN_REFUSALS) as TRefusalKey[]).map((key) => ({
    id: key,
    english: EN_REFUSALS[key],
    ...DZ_REFUSALS[key],
  })),
]

/** The pages' Dzongkha catalogue by message id, as the build compiles it (the notices and the server's refusals stay out). */
export const dzongkhaMessages = () =>
  Object.fromEntries(
    DZONGKHA_ENTRIES.filter((entry) => !(entry.id in EN_NOTICES) && !(entry.id in EN_REFUSALS)).map(
      (entry) => [entry.id, entry.text],
    ),
  )
