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
