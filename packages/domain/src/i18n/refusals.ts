import { refusalOf } from '../lifecycle'
import { APPLICATION_MESSAGES } from '../messages'

const ID = '{id}'

/**
 * The server's refusals that name an application, by key, each written by the very function
 * the server words it with (so the two cannot drift): the server reads the id back out of the
 * English and answers in the reader's language (decision 055). Dzongkha is dz-refusals.ts.
 */
export const EN_REFUSALS = {
  'refusal.clearancePending': APPLICATION_MESSAGES.clearancePending(ID),
  'refusal.clearanceRejected': APPLICATION_MESSAGES.clearanceRejected(ID),
  'refusal.clearanceInvalid': APPLICATION_MESSAGES.clearanceInvalid(ID),
  'refusal.clearanceExpired': APPLICATION_MESSAGES.clearanceExpired(ID),
  'refusal.applicationNotFound': APPLICATION_MESSAGES.applicationNotFound(ID),
  'refusal.alreadyApproved': refusalOf('resubmit', 'Approved', ID)!,
  'refusal.alreadyRejected': refusalOf('resubmit', 'Rejected', ID)!,
  'refusal.alreadyWithdrawn': refusalOf('resubmit', 'Withdrawn', ID)!,
  'refusal.approvedNotWithdrawn': refusalOf('withdraw', 'Approved', ID)!,
  'refusal.rejectedNotWithdrawn': refusalOf('withdraw', 'Rejected', ID)!,
  'refusal.withdrawnAlready': refusalOf('withdraw', 'Withdrawn', ID)!,
  'refusal.notWaitingForChanges': refusalOf('resubmit', 'Pending', ID)!,
} as const
export type TRefusalKey = keyof typeof EN_REFUSALS

/** The refusals a form page words itself, before the server (the clearance a form names). */
export const FORM_PAGE_REFUSALS: readonly TRefusalKey[] = [
  'refusal.clearancePending',
  'refusal.clearanceRejected',
  'refusal.clearanceInvalid',
  'refusal.clearanceExpired',
]

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each refusal that names an application, as a pattern that reads the id back out of its English. */
const NAMING_AN_APPLICATION = (Object.keys(EN_REFUSALS) as TRefusalKey[]).map((key) => ({
  key,
  pattern: new RegExp(`^${escaped(EN_REFUSALS[key]).replace('\\{id\\}', '(?<id>.+?)')}$`),
}))

/** The refusal an English message is, with the application it names: to word it in another language. */
export function refusalNamingAnApplication(english: string): { key: TRefusalKey; id: string } | undefined {
  for (const { key, pattern } of NAMING_AN_APPLICATION) {
    const id = pattern.exec(english)?.groups?.id
    if (id !== undefined) return { key, id }
  }
  return undefined
}
