import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import { STAFF_MESSAGES, STAFF_PASSWORD_MIN_LENGTH } from '@portal/domain/staff/credentials'

// The common-password dictionaries and keyboard patterns of zxcvbn (docs/decisions/013).
const strength = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs })

/** Words that make a guess easy for anyone who knows where the password is used. */
const PORTAL_WORDS = ['bpc', 'bhutan', 'power', 'portal', 'thimphu', 'druk', 'staff', 'admin']

/**
 * Why this staff password is refused, or undefined: at least 12 characters, and not
 * common or easy to guess (zxcvbn's score under 3), the member's own names counted.
 */
export function staffPasswordProblem(password: string, own: string[] = []): string | undefined {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return STAFF_MESSAGES.passwordShort
  if (strength.check(password, [...PORTAL_WORDS, ...own]).score < 3) return STAFF_MESSAGES.passwordCommon
  return undefined
}
