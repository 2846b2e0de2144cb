import { z } from 'zod'
import { APPLICATION_MESSAGES as M } from '../messages'
import { oneLineText } from '../text'
import {
  clearanceReferenceFields,
  keepAnsweredClearanceReference,
  requireClearanceReference,
} from './clearance-reference'
import {
  attachment,
  category,
  choice,
  contractAccount,
  division,
  optionalAttachment,
  optionalParagraph,
  optionalText,
  paragraph,
  positiveNumber,
  requiredText,
  tickedBox,
} from './fields'
import { cidField, mobileField } from '../person-fields'

/** Conditional rules report beside the other errors, so a person sees every problem at once. */
const EVEN_WITH_OTHER_ERRORS = { when: () => true }

export const TEMPORARY_REASONS = ['Residential', 'Commercial', 'Others'] as const
export const APPLICANT_TYPES = ['Owner', 'Tenant', 'Other'] as const
export const CONNECTION_OWNERSHIP = ['Tenant', 'Owner'] as const
export const SUPPLY_TYPES = ['Permanent', 'Temporary', 'Industry', 'Others'] as const

/**
 * One schema per form (spec §3 fields, §5 rules), used by the browser and the server. Built when
 * first asked for, not as the module loads: the pages that only name a form's service and
 * fields (the ticket pages, the receipts) load this module and never check a form, and building
 * fifteen schemas held a phone's main thread for some 100 ms.
 */
function buildFormSchemas() {
  const terms = tickedBox(M.termsAccepted)
  const terms2 = tickedBox(M.terms2Accepted)

  const ZPowerClearanceSchema = z.object({
    division: division(),
    category: category('voltageClass'),
    location: requiredText(),
    reason: paragraph(),
    thram: requiredText(),
    power_required: positiveNumber(M.powerRequiredMin),
    construction_type: choice(['Permanent', 'Temporary']),
    cid_copy: attachment(M.cidCopyRequired),
    letter_of_clearance: attachment(M.clearanceLetterRequired),
    terms,
  })

  const ZSiteClearanceSchema = z.object({
    division: division(),
    category: category('siteDistance'),
    location: requiredText(),
    reason: paragraph(),
    thram: requiredText(),
    required_validity: positiveNumber(M.validityMin, {
      max: 365,
      maxMessage: M.validityMax,
      wholeNumber: true,
    }),
    license: optionalText(),
    approval: optionalText(),
    license_copy: optionalAttachment(),
    work_order_copy: optionalAttachment(),
    terms,
  })

  const ZSanctionSchema = z
    .object({
      division: division(),
      category: category('mediumHigh'),
      location: requiredText(),
      reason: paragraph(),
      license: requiredText(),
      power_required: positiveNumber(M.powerRequiredMin),
      ...clearanceReferenceFields,
      license_copy: attachment(M.licenseCopyRequired),
      load_details_copy: optionalAttachment(),
      equipment_specs: optionalAttachment(),
      terms,
    })
    .superRefine(requireClearanceReference, EVEN_WITH_OTHER_ERRORS)
    .overwrite(keepAnsweredClearanceReference)

  const ZShiftingSchema = z
    .object({
      division: division(M.shiftingDivisionRequired),
      category: category('ruralUrban'),
      location: requiredText(M.required),
      infrastructure: requiredText(),
      approval: optionalText(),
      thram: optionalText(),
      license: optionalText(),
      yes_no: choice(['Yes', 'No']),
      right_of_way: optionalAttachment(),
      terms,
    })
    .superRefine((values, ctx) => {
      if (values.yes_no === 'No' && !values.right_of_way) {
        ctx.addIssue({ code: 'custom', path: ['right_of_way'], message: M.rightOfWayRequired })
      }
    }, EVEN_WITH_OTHER_ERRORS)

  const ZTemporaryReleaseSchema = z
    .object({
      request_type: z.literal('Temporary'),
      division: division(),
      category: category('siteDistance'),
      location: requiredText(),
      reason: choice(TEMPORARY_REASONS),
      thram: requiredText(),
      license: optionalText(),
      ...clearanceReferenceFields,
      cid_copy: attachment(M.cidCopyRequired),
      approval_copy: attachment(M.required),
      site_ready: tickedBox(M.checkboxTicked),
      terms,
      terms2,
    })
    .superRefine(requireClearanceReference, EVEN_WITH_OTHER_ERRORS)
    .overwrite(keepAnsweredClearanceReference)

  const ZPermanentReleaseSchema = z
    .object({
      request_type: z.literal('Permanent'),
      division: division(),
      category: category('voltageClass'),
      location: requiredText(),
      thram: requiredText(),
      license: optionalText(),
      ...clearanceReferenceFields,
      electrification_certificate: attachment(M.electricianCertificateRequired),
      internal_wiring: tickedBox(M.checkboxTicked),
      earthing: tickedBox(M.checkboxTicked),
      terms,
      terms2,
    })
    .superRefine(requireClearanceReference, EVEN_WITH_OTHER_ERRORS)
    .overwrite(keepAnsweredClearanceReference)

  const meterFields = {
    division: division(),
    category: category('ruralUrban'),
    contract_account: contractAccount(),
    location: requiredText(),
    reason: paragraph(),
    terms,
  }
  const siteReady = tickedBox(M.checkboxTicked)

  const ZMeterUpgradeSchema = z.object({
    request_type: z.literal('Upgradation'),
    ...meterFields,
    energy_meter_capacity: positiveNumber(M.powerRequiredMin),
    site_ready_checbox: siteReady,
  })

  const ZMeterRelocationSchema = z.object({
    request_type: z.literal('Relocation'),
    ...meterFields,
    site_ready_checbox: siteReady,
  })

  const ZAdditionalMeterSchema = z.object({
    request_type: z.literal('Addition'),
    ...meterFields,
    additional_meters: positiveNumber('At least 1 meter.'),
    energy_meter_capacity: positiveNumber(M.powerRequiredMin),
    site_ready_checbox: siteReady,
  })

  const ZMeterReplacementSchema = z.object({
    request_type: z.literal('Replacement'),
    ...meterFields,
  })

  const ZInterimBillingSchema = z.object({
    division: division(),
    category: category('ruralUrban'),
    contract_account: contractAccount(),
    reason: paragraph(),
    terms,
  })

  const ZInformationChangeSchema = z
    .object({
      applicant_type: choice(APPLICANT_TYPES),
      division: division(),
      category: category('ruralUrban'),
      contract_account: contractAccount(),
      information: paragraph(),
      email: oneLineText(254, 'At most 254 characters.')
        .optional()
        .default('')
        .refine((value) => value === '' || z.email().safeParse(value).success, M.invalidEmail),
      flat: optionalText(),
      name: optionalText(100),
      cid: optionalText(11),
      mobile: optionalText(8),
      thram: optionalText(),
      reason: optionalParagraph(500),
      cid_copy: optionalAttachment(),
      ownership_change_copy: optionalAttachment(),
      terms,
    })
    .superRefine((values, ctx) => {
      // A change of owner names the new owner and proves it; other applicants give no reason ('NA').
      if (values.applicant_type !== 'Owner') return
      const need = (field: keyof typeof values, message: string = M.required) => {
        if (!values[field]) ctx.addIssue({ code: 'custom', path: [field], message })
      }
      need('name')
      need('thram')
      need('reason')
      need('cid_copy', M.cidCopyRequired)
      need('ownership_change_copy', M.required)
      // The new owner's CID and mobile follow registration's rules and messages.
      for (const [field, rule] of [
        ['cid', cidField],
        ['mobile', mobileField('mobile')],
      ] as const) {
        const checked = rule.safeParse(values[field])
        if (!checked.success)
          ctx.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0]!.message })
      }
    }, EVEN_WITH_OTHER_ERRORS)

  const ZAccountClosureSchema = z.object({
    division: division(),
    category: category('ruralUrban'),
    contract_account: contractAccount(),
    reason: paragraph(),
    receipt: attachment(M.required),
    terms,
  })

  const connectionFields = {
    division: division(),
    category: category('ruralUrban'),
    contract_account: contractAccount(),
    location: requiredText(),
    reason: paragraph(),
    ownership: choice(CONNECTION_OWNERSHIP),
    supply_type: choice(SUPPLY_TYPES),
    terms,
  }

  const ZDisconnectionSchema = z.object({
    connection_type: z.literal('Temporary disconnection'),
    ...connectionFields,
  })

  const ZReconnectionSchema = z.object({
    connection_type: z.literal('Reconnection'),
    ...connectionFields,
  })

  return {
    ZPowerClearanceSchema,
    ZSiteClearanceSchema,
    ZSanctionSchema,
    ZShiftingSchema,
    ZTemporaryReleaseSchema,
    ZPermanentReleaseSchema,
    ZMeterUpgradeSchema,
    ZMeterRelocationSchema,
    ZAdditionalMeterSchema,
    ZMeterReplacementSchema,
    ZInterimBillingSchema,
    ZInformationChangeSchema,
    ZAccountClosureSchema,
    ZDisconnectionSchema,
    ZReconnectionSchema,
  }
}

let built: ReturnType<typeof buildFormSchemas> | undefined

/** The fifteen forms' schemas, built once, when first asked for. */
export const formSchemas = () => (built ??= buildFormSchemas())
