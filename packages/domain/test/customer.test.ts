import { describe, expect, it } from 'vitest'
import {
  ZCustomerRegistrationSchema,
  ZCustomerUpdateSchema,
  ZLoginFormSchema,
  ZPasswordLoginSchema,
} from '../src/customer'
import { MESSAGES } from '../src/messages'

/** The messages zod reports for one field, keyed like the API's error body. */
function messagesFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return (result.error?.issues ?? []).filter((i) => i.path.join('.') === field).map((i) => i.message)
}

const validRegistration = {
  cid: '11512345678',
  mobile: '17123456',
  name: 'Pema Wangmo',
  email: 'pema@example.bt',
  fixed_line: '',
  current_address: { address: 'Norzin Lam, Thimphu', dzongkhag: 14 },
  permanent_address: { village: 'Ura', gewog: 4, dzongkhag: 1 },
}

describe('login form (spec §5 Login)', () => {
  const valid = { identification: '11512345678', mobile: '17123456' }

  it('accepts an 11-character CID and a mobile in range', () => {
    expect(ZLoginFormSchema.parse(valid)).toEqual(valid)
  })

  it.each([
    ['identification', '', MESSAGES.loginCidRequired],
    ['identification', '1151234567', MESSAGES.loginCidRequired],
    ['identification', '115123456789', MESSAGES.loginCidRequired],
    ['mobile', '9999999', 'Minimum number is 10000000'],
    ['mobile', '10000000', null],
    ['mobile', '79999999', null],
    ['mobile', '80000000', 'Maximum number 7999999'],
    ['mobile', 'abc', 'Minimum number is 10000000'],
    ['mobile', '', 'mobile is a required field'],
  ])('%s = %j → %s', (field, value, message) => {
    const result = ZLoginFormSchema.safeParse({ ...valid, [field]: value })
    expect(messagesFor(result, field)).toEqual(message === null ? [] : [message])
  })

  it('accepts a numeric mobile from a JSON client and keeps its digits', () => {
    expect(ZPasswordLoginSchema.parse({ username: 11512345678, password: 17123456 })).toEqual({
      username: '11512345678',
      password: '17123456',
    })
  })
})

describe('registration (spec §5 Registration)', () => {
  it('accepts a complete registration and fills the optional fields', () => {
    const { email: _email, fixed_line: _fixed, ...withoutOptional } = validRegistration
    const parsed = ZCustomerRegistrationSchema.parse(withoutOptional)
    expect(parsed.email).toBe('')
    expect(parsed.fixed_line).toBe('')
  })

  it.each([
    [{ cid: '' }, 'cid', MESSAGES.cidDigits],
    [{ cid: '9999999999' }, 'cid', MESSAGES.cidDigits],
    [{ cid: '01234567890' }, 'cid', MESSAGES.cidDigits],
    [{ cid: '100000000000' }, 'cid', MESSAGES.cidDigits],
    [{ cid: '1151234567a' }, 'cid', MESSAGES.cidDigits],
    [{ cid: '10000000000' }, 'cid', null],
    [{ cid: '99999999999' }, 'cid', null],
    [{ mobile: '9999999' }, 'mobile', 'Minimum number is 10000000'],
    [{ mobile: '80000000' }, 'mobile', 'Maximum number 7999999'],
    [{ name: '  ' }, 'name', 'name is a required field'],
    [{ email: 'pema@' }, 'email', 'email must be a valid email'],
    [{ email: '' }, 'email', null],
    [
      { current_address: { address: '', dzongkhag: 14 } },
      'current_address.address',
      'present_address is a required field',
    ],
    [
      { current_address: { address: 'x', dzongkhag: 0 } },
      'current_address.dzongkhag',
      'present_dzongkhag is a required field',
    ],
    [
      { permanent_address: { village: 'U', gewog: 4, dzongkhag: 1 } },
      'permanent_address.village',
      'village must be at least 2 characters',
    ],
    [
      { permanent_address: { village: 'Ura', gewog: 0, dzongkhag: 1 } },
      'permanent_address.gewog',
      'gewog is a required field',
    ],
    [
      { permanent_address: { village: 'Ura', gewog: 4, dzongkhag: '0' } },
      'permanent_address.dzongkhag',
      'dzongkhag is a required field',
    ],
  ])('%j → %s: %s', (change, field, message) => {
    const result = ZCustomerRegistrationSchema.safeParse({ ...validRegistration, ...change })
    expect(messagesFor(result, field)).toEqual(message === null ? [] : [message])
  })

  it('rejects a missing nested address with the field names of the specification', () => {
    const { permanent_address: _p, ...rest } = validRegistration
    const result = ZCustomerRegistrationSchema.safeParse(rest)
    expect(result.success).toBe(false)
    expect(messagesFor(result, 'permanent_address')).toHaveLength(1)
  })

  it('profile update takes the same rules but no CID', () => {
    const { cid: _cid, ...update } = validRegistration
    expect(ZCustomerUpdateSchema.parse(update)).not.toHaveProperty('cid')
    expect(messagesFor(ZCustomerUpdateSchema.safeParse({ ...update, name: '' }), 'name')).toEqual([
      'name is a required field',
    ])
  })
})
