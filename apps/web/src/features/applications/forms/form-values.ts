import type { TApplicationForm } from '@portal/domain/applications/form-catalogue'
import type { FieldDefinition, FormDefinition } from './form-definition'

/** The value names a field definition stands for. */
export function fieldNames(field: FieldDefinition): string[] {
  switch (field.kind) {
    case 'division':
      return ['division']
    case 'category':
      return ['category']
    case 'contract-account':
      return ['contract_account']
    case 'clearance-reference':
      return ['yes_no', 'power_clearance', 'old_power_clearance']
    default:
      return [field.name]
  }
}

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
