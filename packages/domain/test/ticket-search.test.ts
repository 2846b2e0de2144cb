import { describe, expect, it } from 'vitest'
import { APPLICATION_MESSAGES as M } from '../src/messages'
import { ticketSearchSchema } from '../src/ticket-search'

describe("the ticket page's search box", () => {
  it('is one schema, built once when first asked for', () => {
    expect(ticketSearchSchema()).toBe(ticketSearchSchema())
  })

  it.each([
    ['', M.required],
    ['  ', M.required],
    ['12a', 'Please enter the Application ID in digits'],
    ['1234567890123456', 'Please enter the Application ID in digits'],
  ])('refuses %j: %s', (ticket, message) => {
    const result = ticketSearchSchema().safeParse({ ticket })
    // The first message is the one the field shows.
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('takes an Application ID in digits, spaces trimmed', () => {
    expect(ticketSearchSchema().parse({ ticket: ' 42 ' })).toEqual({ ticket: '42' })
  })

  it('takes an Application ID typed in Tibetan digits as the same number', () => {
    expect(ticketSearchSchema().parse({ ticket: '༡༠' })).toEqual({ ticket: '10' })
  })
})
