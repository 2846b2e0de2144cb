import { z } from 'zod'
import { SERVICE_TYPES, type TServiceTypeKey } from '../catalogue'
import { formSchemas } from './forms'

/**
 * How each of the fifteen pages files its application: the resource it posts to, the schema
 * both sides check, the files it carries, and — where several pages share a resource — the
 * field and value that tell them apart.
 */
export interface TApplicationForm {
  path: string
  type: TServiceTypeKey
  schema: z.ZodType
  files: readonly string[]
  /** energy-meters and connections take JSON (spec §7); the rest multipart. */
  encoding: 'json' | 'multipart'
  variant?: { field: 'request_type' | 'connection_type'; value: string }
}

type TSchemaName = keyof ReturnType<typeof formSchemas>

/** The catalogue as written: each form names its schema, built only when a form is checked. */
const FORMS: readonly (Omit<TApplicationForm, 'schema'> & { schema: TSchemaName })[] = [
  {
    path: '/power-clearance',
    type: 'powerClearance',
    schema: 'ZPowerClearanceSchema',
    files: ['cid_copy', 'letter_of_clearance'],
    encoding: 'multipart',
  },
  {
    path: '/construction-clearance',
    type: 'siteClearance',
    schema: 'ZSiteClearanceSchema',
    files: ['license_copy', 'work_order_copy'],
    encoding: 'multipart',
  },
  {
    path: '/sanction-power',
    type: 'sanction',
    schema: 'ZSanctionSchema',
    files: ['old_power_clearance', 'license_copy', 'load_details_copy', 'equipment_specs'],
    encoding: 'multipart',
  },
  {
    path: '/shifting-electricity-infra',
    type: 'shifting',
    schema: 'ZShiftingSchema',
    files: ['right_of_way'],
    encoding: 'multipart',
  },
  {
    path: '/release-temporary-power-supply',
    type: 'release',
    schema: 'ZTemporaryReleaseSchema',
    files: ['old_power_clearance', 'cid_copy', 'approval_copy'],
    encoding: 'multipart',
    variant: { field: 'request_type', value: 'Temporary' },
  },
  {
    path: '/release-permanent-power-supply',
    type: 'release',
    schema: 'ZPermanentReleaseSchema',
    files: ['old_power_clearance', 'electrification_certificate'],
    encoding: 'multipart',
    variant: { field: 'request_type', value: 'Permanent' },
  },
  {
    path: '/energy-meter-upgradation',
    type: 'energyMeter',
    schema: 'ZMeterUpgradeSchema',
    files: [],
    encoding: 'json',
    variant: { field: 'request_type', value: 'Upgradation' },
  },
  {
    path: '/energy-meter-relocation',
    type: 'energyMeter',
    schema: 'ZMeterRelocationSchema',
    files: [],
    encoding: 'json',
    variant: { field: 'request_type', value: 'Relocation' },
  },
  {
    path: '/additional-energy-meter-installation',
    type: 'energyMeter',
    schema: 'ZAdditionalMeterSchema',
    files: [],
    encoding: 'json',
    variant: { field: 'request_type', value: 'Addition' },
  },
  {
    path: '/testing-replacement-meter',
    type: 'energyMeter',
    schema: 'ZMeterReplacementSchema',
    files: [],
    encoding: 'json',
    variant: { field: 'request_type', value: 'Replacement' },
  },
  {
    path: '/interim-billing',
    type: 'interimBilling',
    schema: 'ZInterimBillingSchema',
    files: [],
    encoding: 'multipart',
  },
  {
    path: '/change-customer-information',
    type: 'informationChange',
    schema: 'ZInformationChangeSchema',
    files: ['cid_copy', 'ownership_change_copy'],
    encoding: 'multipart',
  },
  {
    path: '/account-closure-security-refund',
    type: 'accountClosure',
    schema: 'ZAccountClosureSchema',
    files: ['receipt'],
    encoding: 'multipart',
  },
  {
    path: '/temporary-disconnection-of-supply',
    type: 'connection',
    schema: 'ZDisconnectionSchema',
    files: [],
    encoding: 'json',
    variant: { field: 'connection_type', value: 'Temporary disconnection' },
  },
  {
    path: '/reconnection-power-supply',
    type: 'connection',
    schema: 'ZReconnectionSchema',
    files: [],
    encoding: 'json',
    variant: { field: 'connection_type', value: 'Reconnection' },
  },
]

export const APPLICATION_FORMS: readonly TApplicationForm[] = FORMS.map(({ schema, ...form }) => ({
  ...form,
  get schema() {
    return formSchemas()[schema]
  },
}))

export const formForPath = (path: string) => APPLICATION_FORMS.find((form) => form.path === path)

export const formsOfResource = (resource: string) =>
  APPLICATION_FORMS.filter((form) => SERVICE_TYPES[form.type].resource === resource)

/** The form an application of a resource was filed with, by its distinguishing field. */
export function formForApplication(resource: string, values: Record<string, unknown>) {
  return formsOfResource(resource).find(
    (form) => !form.variant || values[form.variant.field] === form.variant.value,
  )
}

/** The form of an application of this service (and request type), as a ticket names it. */
export const formOfService = (service: string, requestType?: string | null) =>
  APPLICATION_FORMS.find(
    (form) =>
      SERVICE_TYPES[form.type].service === service && (!form.variant || form.variant.value === requestType),
  )

/** The page that shows an application of this service (and request type), for a ticket's View link. */
export const formPathFor = (service: string, requestType?: string | null) =>
  formOfService(service, requestType)?.path

/** The names of a form's fields, documents included. */
export function formFieldNames(form: TApplicationForm): string[] {
  return form.schema instanceof z.ZodObject ? Object.keys(form.schema.shape) : []
}

/** The form a stored application was filed with: its resource and request type name it. */
export const formOfFiled = (resource: string, requestType: string | null) =>
  formsOfResource(resource).find((form) => (form.variant?.value ?? null) === requestType)
