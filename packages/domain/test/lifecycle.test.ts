import { describe, expect, it } from 'vitest'
import { correctableFields } from '../src/applications/correctable-fields'
import { APPLICATION_FORMS, formFieldNames } from '../src/applications/form-catalogue'
import {
  LIFECYCLE_MESSAGES,
  LIFECYCLE_STEPS,
  refusalOf,
  statusAfter,
  ZReturnRequestSchema,
  ZWithdrawalRequestSchema,
  type TLifecycleStep,
} from '../src/lifecycle'
import {
  APPLICATION_STATUSES,
  hasLetter,
  isDecided,
  statusDisplay,
  type TApplicationStatus,
} from '../src/status'

const ALLOWED: [TLifecycleStep, TApplicationStatus, TApplicationStatus][] = [
  ['approve', 'Pending', 'Approved'],
  ['reject', 'Pending', 'Rejected'],
  ['return', 'Pending', 'Returned'],
  ['resubmit', 'Returned', 'Pending'],
  ['withdraw', 'Pending', 'Withdrawn'],
  ['withdraw', 'Returned', 'Withdrawn'],
]

const REFUSED: [TLifecycleStep, TApplicationStatus, string][] = [
  [
    'approve',
    'Returned',
    "Application ID 7 is waiting for the customer's changes: it can be decided once they resubmit it.",
  ],
  ['approve', 'Approved', 'Application ID 7 has already been approved.'],
  ['approve', 'Rejected', 'Application ID 7 has already been rejected.'],
  ['approve', 'Withdrawn', 'Application ID 7 has already been withdrawn.'],
  [
    'reject',
    'Returned',
    "Application ID 7 is waiting for the customer's changes: it can be decided once they resubmit it.",
  ],
  ['reject', 'Approved', 'Application ID 7 has already been approved.'],
  ['reject', 'Rejected', 'Application ID 7 has already been rejected.'],
  ['reject', 'Withdrawn', 'Application ID 7 has already been withdrawn.'],
  ['return', 'Returned', "Application ID 7 is already waiting for the customer's changes."],
  ['return', 'Approved', 'Application ID 7 has already been approved.'],
  ['return', 'Rejected', 'Application ID 7 has already been rejected.'],
  ['return', 'Withdrawn', 'Application ID 7 has already been withdrawn.'],
  ['resubmit', 'Pending', 'Application ID 7 is not waiting for your changes.'],
  ['resubmit', 'Approved', 'Application ID 7 has already been approved.'],
  ['resubmit', 'Rejected', 'Application ID 7 has already been rejected.'],
  ['resubmit', 'Withdrawn', 'Application ID 7 has already been withdrawn.'],
  ['withdraw', 'Approved', 'Application ID 7 has already been approved and can no longer be withdrawn.'],
  ['withdraw', 'Rejected', 'Application ID 7 has already been rejected and can no longer be withdrawn.'],
  ['withdraw', 'Withdrawn', 'Application ID 7 has already been withdrawn and can no longer be withdrawn.'],
]

describe("an application's life", () => {
  it('names every step from every state: allowed or refused, nothing left out', () => {
    const named = [...ALLOWED, ...REFUSED].map(([step, from]) => `${step} ${from}`).sort()
    const all = LIFECYCLE_STEPS.flatMap((step) =>
      APPLICATION_STATUSES.map((from) => `${step} ${from}`),
    ).sort()
    expect(named).toEqual(all)
  })

  it.each(ALLOWED)('%s from %s leads to %s', (step, from, to) => {
    expect(refusalOf(step, from, 7)).toBeUndefined()
    expect(statusAfter(step)).toBe(to)
  })

  it.each(REFUSED)('%s from %s is refused', (step, from, message) => {
    expect(refusalOf(step, from, 7)).toBe(message)
  })

  it('shows Returned to the customer as "Action needed", and keeps the three original labels', () => {
    expect(APPLICATION_STATUSES.map(statusDisplay)).toEqual([
      'Under Process',
      'Action needed',
      'Delivered',
      'Rejected',
      'Withdrawn',
    ])
  })

  it('offers a letter only once decided', () => {
    expect(APPLICATION_STATUSES.filter((s) => hasLetter('Power Clearance', s))).toEqual([
      'Approved',
      'Rejected',
    ])
    expect(APPLICATION_STATUSES.filter(isDecided)).toEqual(['Approved', 'Rejected'])
    expect(hasLetter('Billing', 'Approved')).toBe(false)
  })
})

describe('sending back and withdrawing', () => {
  it('needs a message and at least one field to send back', () => {
    const refused = ZReturnRequestSchema.safeParse({ message: '  ', fields: [] })
    expect(refused.success).toBe(false)
    const messages = refused.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(messages).toEqual([
      `message: ${LIFECYCLE_MESSAGES.returnNeedsMessage}`,
      `fields: ${LIFECYCLE_MESSAGES.returnNeedsFields}`,
    ])
  })

  it('keeps the message as paragraphs, and names each field once', () => {
    const parsed = ZReturnRequestSchema.parse({ message: 'Line one\r\nLine two ', fields: ['cid_copy'] })
    expect(parsed).toEqual({ message: 'Line one\nLine two', fields: ['cid_copy'] })
    expect(ZReturnRequestSchema.safeParse({ message: 'x', fields: ['a', 'a'] }).success).toBe(false)
    expect(ZReturnRequestSchema.safeParse({ message: 'x', fields: ['Not a field'] }).success).toBe(false)
  })

  it('needs a reason to withdraw', () => {
    expect(ZWithdrawalRequestSchema.safeParse({ reason: '' }).error?.issues[0]?.message).toBe(
      LIFECYCLE_MESSAGES.withdrawalNeedsReason,
    )
    expect(ZWithdrawalRequestSchema.parse({ reason: ' Filed twice ' })).toEqual({ reason: 'Filed twice' })
  })

  it("lists every form's fields and documents; a correction keeps the division, request type and terms", () => {
    for (const form of APPLICATION_FORMS) {
      const names = formFieldNames(form)
      expect(names).toContain('division')
      // Answers that show every field a form has: an owner, with no right of way yet.
      const correctable = correctableFields(form, { applicant_type: 'Owner', yes_no: 'No' })
      for (const file of form.files) expect(correctable).toContain(file)
      expect(correctable).not.toContain('division')
      expect(correctable.filter((n) => n.startsWith('terms') || n === form.variant?.field)).toEqual([])
      expect(correctable.length).toBeGreaterThan(0)
    }
  })

  it('offers no field the answers hid: a tenant is never asked for the new owner or their papers', () => {
    const form = APPLICATION_FORMS.find((candidate) => candidate.path === '/change-customer-information')!
    const ownerOnly = ['name', 'cid', 'mobile', 'thram', 'reason', 'cid_copy', 'ownership_change_copy']
    expect(correctableFields(form, { applicant_type: 'Owner' })).toEqual(expect.arrayContaining(ownerOnly))
    const tenant = correctableFields(form, { applicant_type: 'Tenant' })
    expect(tenant.filter((name) => ownerOnly.includes(name))).toEqual([])
    expect(tenant).toEqual(expect.arrayContaining(['applicant_type', 'information', 'contract_account']))
    const shifting = APPLICATION_FORMS.find((candidate) => candidate.path === '/shifting-electricity-infra')!
    expect(correctableFields(shifting, { yes_no: 'Yes' })).not.toContain('right_of_way')
  })
})
