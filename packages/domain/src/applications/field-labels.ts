import { formatBytes } from '../attachments'
import { fieldLabel, fieldValueText } from '../field-text'
import { FIELD_KIT_TEXTS as KIT } from '../i18n/kit-texts'
import { OLD_CLEARANCE_DOCUMENT } from '../service-guides'
import { formForApplication, formOfService, type TApplicationForm } from './form-catalogue'
import { FORM_DEFINITIONS } from './form-definitions/definitions-by-path'
import type { FieldDefinition } from './form-definitions/form-definition'

/**
 * How a filed application's fields are named wherever it is shown again (the ticket, the
 * letter, the receipt, a send-back): by the label its form showed the customer, which is
 * also the field's message id in the forms' catalogue, so a translation finds it.
 */

/** The values a form field sends, by name: most send one, the kit's compound fields several. */
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

/** The labels of the field kit's own fields, which no form definition spells out. */
export const KIT_LABELS: Readonly<Record<string, string>> = {
  division: KIT.division,
  category: KIT.category,
  contract_account: KIT.contractAccount,
  yes_no: KIT.hasClearance,
  power_clearance: KIT.clearanceId,
  old_power_clearance: OLD_CLEARANCE_DOCUMENT.label,
}

const fieldOn = (form: TApplicationForm | undefined, name: string) =>
  form && FORM_DEFINITIONS[form.path]?.fields.find((field) => fieldNames(field).includes(name))

/** A field's label on this form; its name in words where the form has no such field. */
export function labelOnForm(form: TApplicationForm | undefined, name: string): string {
  const field = fieldOn(form, name)
  if (field && 'label' in field) return field.label
  return KIT_LABELS[name] ?? fieldLabel(name)
}

/** A field's label as the back office reads it: the form's, unless that speaks to the customer. */
export function staffLabelOnForm(form: TApplicationForm | undefined, name: string): string {
  return fieldOn(form, name)?.staffLabel ?? labelOnForm(form, name)
}

/** A filed document's label as its form asked for it. */
export const documentLabel = (resource: string, details: Record<string, unknown>, field: string) =>
  labelOnForm(formForApplication(resource, details), field)

/** A field's label for an application of this service (and request type), as a ticket or the back office names it. */
export const fieldLabelOf = (service: string, requestType: string | null | undefined, field: string) =>
  labelOnForm(formOfService(service, requestType), field)

// Fields every application has, or that say nothing on paper.
const NOT_A_STATEMENT = new Set(['division', 'terms', 'terms2', 'yes_no', 'request_type', 'connection_type'])

/**
 * A label and its value as a page or a paper shows them; `'as typed'` marks a value a person
 * wrote (an answer, a name, a remark), which may hold any letter and stack, so the web draws
 * it with the whole Dzongkha font (decision 083). The portal's own words are left unmarked.
 */
export type TLabelledValue = [label: string, value: string, shown?: 'as typed']

export interface TStatementRow {
  label: string
  value: string
  /** The value is one of the form's own words (a category, a choice, yes or no): a translation may show its own. */
  chosen: boolean
}

/** What a statement may add to the typed values: the division by name, the documents by name and size. */
export interface TStatementExtras {
  division?: string
  documents?: readonly { field: string; name: string; size: number }[]
}

/** Where a value's field stands on its form; a field the form does not have comes after them all. */
function formPosition(form: TApplicationForm | undefined, name: string) {
  const fields = (form && FORM_DEFINITIONS[form.path]?.fields) ?? []
  const index = fields.findIndex((field) => fieldNames(field).includes(name))
  return index < 0 ? Number.MAX_SAFE_INTEGER : index * 10 + fieldNames(fields[index]!).indexOf(name)
}

/**
 * What the applicant stated, as its form labels each field, in the form's order (the stored
 * values come back in the database's own key order): the letter's and the receipt's
 * "applicant's statement", and the confirmation's "what you sent". With `extras`, the
 * division and the documents stand where the form asked for them.
 */
export function statementRows(
  form: TApplicationForm | undefined,
  details: Record<string, unknown>,
  { division, documents = [] }: TStatementExtras = {},
) {
  const typed = Object.entries(details)
    .filter(([key, value]) => !NOT_A_STATEMENT.has(key) && value !== '' && value != null)
    .map(([key, value]) => {
      const field = fieldOn(form, key)
      const unit = field?.kind === 'number' && field.unit ? ` ${field.unit}` : ''
      const chosen =
        typeof value === 'boolean' || ['category', 'choice', 'yes-no'].includes(field?.kind ?? '')
      return { key, value: fieldValueText(value) + unit, chosen }
    })
  const added = [
    ...(division === undefined ? [] : [{ key: 'division', value: division, chosen: false }]),
    ...documents.map((d) => ({ key: d.field, value: `${d.name} (${formatBytes(d.size)})`, chosen: false })),
  ]
  return [...typed, ...added]
    .map((row, filed) => ({ ...row, position: formPosition(form, row.key), filed }))
    .sort((a, b) => a.position - b.position || a.filed - b.filed)
    .map(({ key, value, chosen }): TStatementRow => ({ label: labelOnForm(form, key), value, chosen }))
}

/** A field's label for an application of this service, as the back office names it. */
export const staffFieldLabelOf = (service: string, requestType: string | null | undefined, field: string) =>
  staffLabelOnForm(formOfService(service, requestType), field)

/**
 * Every answer of an application as the officer reads it: the form's label, the form's order,
 * a number with its unit ("12 kW"). Unlike the papers' statement, nothing is left out.
 */
export function answersInFormOrder(form: TApplicationForm | undefined, answers: [string, unknown][]) {
  return answers
    .map(([key, value], filed) => {
      const field = fieldOn(form, key)
      const unit = field?.kind === 'number' && field.unit ? ` ${field.unit}` : ''
      return { key, text: fieldValueText(value) + unit, position: formPosition(form, key), filed }
    })
    .sort((a, b) => a.position - b.position || a.filed - b.filed)
    .map(({ key, text }): [string, string] => [staffLabelOnForm(form, key), text])
}

/**
 * The statement as a language shows it: labels and the form's own words through `translate`,
 * what the applicant typed as typed. The web's and the papers' one rule.
 */
export const statementIn = (
  form: TApplicationForm | undefined,
  details: Record<string, unknown>,
  translate: (english: string) => string,
  extras?: TStatementExtras,
) =>
  statementRows(form, details, extras).map(({ label, value, chosen }): TLabelledValue =>
    chosen ? [translate(label), translate(value)] : [translate(label), value, 'as typed'],
  )
