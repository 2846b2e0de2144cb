import { fieldNames } from './field-labels'
import { formFieldNames, type TApplicationForm } from './form-catalogue'
import { FORM_DEFINITIONS } from './form-definitions/definitions-by-path'

/**
 * What an officer may ask to be changed on an application: every field and document its
 * customer was shown — not one their answers hid (a tenant is never asked the new owner's
 * CID) — but those a correction keeps (its division, its request type) and the terms, which
 * are accepted each time.
 */
export function correctableFields(form: TApplicationForm, answers: Record<string, unknown>) {
  const hidden = new Set(
    (FORM_DEFINITIONS[form.path]?.fields ?? [])
      .filter((field) => field.showWhen && !field.showWhen(answers))
      .flatMap(fieldNames),
  )
  return formFieldNames(form).filter(
    (name) =>
      name !== 'division' && name !== form.variant?.field && !name.startsWith('terms') && !hidden.has(name),
  )
}
