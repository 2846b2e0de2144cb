import { describe, expect, it } from 'vitest'
import { tokenFromHeader } from '../src/services/sign-in/tokens'

/** The Authorization header a customer's or staff member's page sends: `TOKEN <value>`. */
describe('the token in an Authorization header', () => {
  const token = 'abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123_'

  it('is read in any case of the keyword, with any spaces around the value', () => {
    expect(tokenFromHeader(`TOKEN ${token}`)).toBe(token)
    expect(tokenFromHeader(`token ${token}`)).toBe(token)
    expect(tokenFromHeader(`Token   ${token}`)).toBe(token)
    expect(tokenFromHeader(`TOKEN ${token}  `)).toBe(token)
  })

  it('is nothing when the header says anything more, or less', () => {
    for (const header of [
      undefined,
      '',
      `Bearer ${token}`,
      `XTOKEN ${token}`,
      `Basic TOKEN ${token}`,
      `TOKEN ${token}; other`,
      `TOKEN ${token}!`,
      `TOKEN${token}`,
      'TOKEN short',
      `TOKEN ${'a'.repeat(129)}`,
    ])
      expect(tokenFromHeader(header), header).toBeUndefined()
  })
})
