import { OLD_CLEARANCE_DOCUMENT } from '@portal/domain/service-guides'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import type {
  FieldDefinition,
  FormDefinition,
} from '@portal/domain/applications/form-definitions/form-definition'
import { isShown } from './form-values'
import { asciiDigits } from '@portal/domain/text'

/** One answer as a person reads it back: its field's name (to go back to it), label and value, in the page's language. */
export interface AnswerRow {
  name: string
  label: string
  value: string
  /** What a person typed (an answer, a file's name, an admin's name for a division), not the portal's words. */
  typed: boolean
}

export interface AnswerWords {
  translate(english: string): string
  divisionName(id: number): string
  /** A document's name and size; without it, documents are left to the page to list. */
  documentText?(value: unknown): string | undefined
}

// Terms are accepted, not answered: every filed application accepted them (spec §2).
const isTerms = (field: FieldDefinition) =>
  field.kind === 'checkbox' && ['terms', 'terms2'].includes(field.name)

function rowsFor(field: FieldDefinition, values: Record<string, unknown>, words: AnswerWords): AnswerRow[] {
  const { translate } = words
  const text = (name: string) => String(values[name] ?? '')
  // Digits typed in Tibetan (or Devanagari) are filed as 0-9: read back as they will be filed.
  const digits = (name: string) => asciiDigits(text(name).trim())
  const row = (name: string, label: string, value: string, typed = false): AnswerRow[] => [
    { name, label: translate(label), value, typed },
  ]
  const typedRow = (name: string, label: string, value: string) => row(name, label, value, true)
  const document = (name: string, label: string) => {
    const text = words.documentText?.(values[name])
    if (!words.documentText) return []
    return text === undefined ? row(name, label, translate(KIT.notGiven)) : typedRow(name, label, text)
  }
  switch (field.kind) {
    case 'division':
      return typedRow('division', KIT.division, words.divisionName(Number(values.division)))
    case 'category':
      return row('category', KIT.category, translate(text('category')))
    case 'contract-account':
      return typedRow('contract_account', KIT.contractAccount, digits('contract_account'))
    case 'clearance-reference':
      return [
        ...row('yes_no', KIT.hasClearance, translate(text('yes_no'))),
        ...(values.yes_no === KIT.yes
          ? typedRow('power_clearance', KIT.clearanceId, digits('power_clearance'))
          : document('old_power_clearance', OLD_CLEARANCE_DOCUMENT.label)),
      ]
    case 'checkbox':
      return row(field.name, field.label, translate(values[field.name] ? KIT.yes : KIT.no))
    case 'file':
      return document(field.name, field.label)
    case 'number':
      return row(
        field.name,
        field.label,
        `${digits(field.name)}${field.unit ? ` ${translate(field.unit)}` : ''}`,
      )
    case 'choice':
    case 'yes-no':
      return row(field.name, field.label, translate(text(field.name)))
    default:
      return text(field.name)
        ? typedRow(field.name, field.label, text(field.name))
        : row(field.name, field.label, translate(KIT.notGiven))
  }
}

/** Every answer of the form, in its order, as shown by the values (a field an answer hides is left out). */
export const answerRows = (definition: FormDefinition, values: Record<string, unknown>, words: AnswerWords) =>
  definition.fields
    .filter((field) => isShown(field, values) && !isTerms(field))
    .flatMap((field) => rowsFor(field, values, words))
