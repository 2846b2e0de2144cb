import type { TApplicationForm } from '@portal/domain/applications/form-catalogue'
import type { TFiledApplication } from '@portal/domain/applications/responses'
import { fieldNames } from '@portal/domain/applications/field-labels'
import type {
  FieldDefinition,
  FormDefinition,
} from '@portal/domain/applications/form-definitions/form-definition'

export const isShown = (field: FieldDefinition, values: Record<string, unknown>) =>
  !field.showWhen || field.showWhen(values)

/** An empty form: 'Choose one' everywhere, boxes unticked, and the page's fixed request type. */
export function initialValues(form: TApplicationForm, definition: FormDefinition): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of definition.fields) {
    for (const name of fieldNames(field)) values[name] = ''
    if (field.kind === 'division') values.division = 0
    if (field.kind === 'checkbox') values[field.name] = false
    if (field.kind === 'file') values[field.name] = undefined
    if (field.kind === 'clearance-reference') values.old_power_clearance = undefined
  }
  if (form.variant) values[form.variant.field] = form.variant.value
  return values
}

/** A document already on file, kept by a correction unless another file replaces it. */
export interface KeptDocument {
  id: number
  name: string
  size: number
}

export const isKeptDocument = (value: unknown): value is KeptDocument =>
  typeof value === 'object' && value !== null && !(value instanceof File) && 'id' in value

/**
 * A returned application's values, to correct: what was filed, each in the form its field
 * holds (text as text), and each document kept until the customer chooses another.
 */
export function filedValues(
  form: TApplicationForm,
  definition: FormDefinition,
  application: TFiledApplication,
): Record<string, unknown> {
  const values = initialValues(form, definition)
  for (const [name, empty] of Object.entries(values)) {
    const filed = application[name]
    if (filed === undefined || filed === null) continue
    values[name] = typeof empty === 'string' && typeof filed !== 'string' ? String(filed) : filed
  }
  for (const { field, id, name, size } of application.attachments)
    if (field in values) values[field] = { id, name, size } satisfies KeptDocument
  return values
}
