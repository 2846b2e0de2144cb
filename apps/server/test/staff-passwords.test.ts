import { describe, expect, it } from 'vitest'
import { STAFF_MESSAGES } from '@portal/domain/staff/credentials'
import { staffPasswordProblem } from '../src/services/staff-accounts/staff-passwords'

describe('a staff password', () => {
  it('is refused under 12 characters, however random', () => {
    expect(staffPasswordProblem('Xk9#mQ2$vL7')).toBe(STAFF_MESSAGES.passwordShort)
    expect(staffPasswordProblem('Xk9#mQ2$vL7w')).toBeUndefined()
  })

  it('is enough when zxcvbn rates it 3 of 4, and refused below', () => {
    expect(staffPasswordProblem('yakbutter2024')).toBeUndefined()
    expect(staffPasswordProblem('correcthorse1')).toBe(STAFF_MESSAGES.passwordCommon)
  })

  it('is refused when made of the words of where it is used', () => {
    expect(staffPasswordProblem('thimphuportal')).toBe(STAFF_MESSAGES.passwordCommon)
  })

  it('is refused when made of the member’s own names, and only theirs', () => {
    expect(staffPasswordProblem('pemadorji2024!', ['pemadorji'])).toBe(STAFF_MESSAGES.passwordCommon)
    expect(staffPasswordProblem('pemadorji2024!', ['karma'])).toBeUndefined()
  })
})
