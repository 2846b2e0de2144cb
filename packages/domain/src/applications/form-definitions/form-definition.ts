import type { TCategoryList } from '../categories'
import { TERMS_OF_SUPPLY } from '../terms-of-supply'
import type { TRequestPath } from '../../catalogue'
import { serviceDocument } from '../../service-guides'

/** One field of a service request form, as the specification lists it. */
export type FieldDefinition = (
  | { kind: 'division' }
  | { kind: 'category'; list: TCategoryList }
  | { kind: 'contract-account' }
  | { kind: 'text'; name: string; label: string; hint?: string; multiline?: boolean; optional?: boolean }
  | { kind: 'number'; name: string; label: string; hint?: string; unit?: string }
  | { kind: 'choice'; name: string; label: string; options: readonly string[] }
  | { kind: 'yes-no'; name: string; label: string }
  | { kind: 'file'; name: string; label: string; optional?: boolean }
  | {
      kind: 'checkbox'
      name: string
      label: string
      details?: { summary: string; paragraphs: readonly string[] }
    }
  | { kind: 'clearance-reference' }
) & {
  /** Shown only while this holds of the form's current values. */
  showWhen?: (values: Record<string, unknown>) => boolean
  /** The back office's label, where the customer's says "your": an officer is not that "you". */
  staffLabel?: string
}

export interface FormDefinition {
  heading: string
  fields: FieldDefinition[]
  /** Appended to a server message for a field (the additional-meter form's 'Power Required'). */
  serverMessageSuffix?: Record<string, string>
}

export const TERMS: FieldDefinition = {
  kind: 'checkbox',
  name: 'terms',
  label: 'I confirm the information given is true and accept the terms and conditions of supply.',
  details: { summary: 'Read the terms and conditions of supply', paragraphs: TERMS_OF_SUPPLY },
}
export const TERMS2: FieldDefinition = {
  kind: 'checkbox',
  name: 'terms2',
  label: 'I agree to pay the applicable charges and to follow the utility’s safety rules.',
}

/** A document the page's form asks for, labelled as its "before you start" guide lists it. */
export function documentField(
  path: TRequestPath,
  name: string,
  showWhen?: (values: Record<string, unknown>) => boolean,
): FieldDefinition {
  const { label, staffLabel, optional } = serviceDocument(path, name)
  return { kind: 'file', name, label, staffLabel, optional, showWhen }
}
