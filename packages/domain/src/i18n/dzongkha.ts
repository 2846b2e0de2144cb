import { DZ } from './dz'
import { DZ_FORM_TEXTS } from './dz-form-texts'
import { EN, type TMessageKey } from './en'

export interface TDzongkhaEntry {
  /** The message id: a catalogue key, or a form's English text (form-texts.ts). */
  id: string
  english: string
  text: string
  reviewed: boolean
}

/** Every Dzongkha entry beside its English: the keyed messages, then the forms' words. */
export const DZONGKHA_ENTRIES: readonly TDzongkhaEntry[] = [
  ...(Object.keys(EN) as TMessageKey[]).map((key) => ({ id: key, english: EN[key], ...DZ[key] })),
  ...Object.entries(DZ_FORM_TEXTS).map(([english, entry]) => ({ id: english, english, ...entry })),
]

/** The Dzongkha catalogue's messages by id, as the build compiles them. */
export const dzongkhaMessages = () =>
  Object.fromEntries(DZONGKHA_ENTRIES.map((entry) => [entry.id, entry.text]))
