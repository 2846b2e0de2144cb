import { CATEGORY_HINTS, CATEGORY_LISTS } from '../applications/categories'
import { KIT_LABELS } from '../applications/field-labels'
import { fieldValueText } from '../field-text'
import { LIFECYCLE_MESSAGES } from '../lifecycle'
import { COVERAGE_NOTES } from '../lookups'
import { FORM_DEFINITIONS } from '../applications/form-definitions/definitions-by-path'
import type { FieldDefinition } from '../applications/form-definitions/form-definition'
import { ATTACHMENT_ADVICE } from '../attachments'
import { APPLICATION_MESSAGES as M, MESSAGES } from '../messages'
import { SIGN_IN_CODE_MESSAGES } from '../sign-in-codes'
import { TEXT_MESSAGES } from '../text'
import { DOCUMENT_RULES, NO_FEE_KNOWN, OLD_CLEARANCE_DOCUMENT, SERVICE_GUIDES } from '../service-guides'
import { WALLET_MESSAGES } from '../wallet'
import { ACCOUNT_TEXTS, FIELD_KIT_TEXTS } from './kit-texts'

/**
 * The words of the fifteen forms are their own message ids (decision 033): English pages show
 * them as they are, so English carries no second copy, and Dzongkha (dz-form-texts.ts) maps
 * each English text to its translation. A test holds the two lists to each other.
 */

/**
 * The specification's messages beside the fields: English as it words them, translated for a
 * Dzongkha page. (Messages naming an Application ID, and suffixed ones, stay in English.)
 */
const FORM_MESSAGES = Object.entries(M).flatMap(([name, message]) =>
  typeof message === 'string' && !['attachmentHint', 'additionalMeterSuffix'].includes(name) ? [message] : [],
)

function textsOf(field: FieldDefinition): string[] {
  const texts: string[] = []
  if ('label' in field) texts.push(field.label)
  if ('hint' in field && field.hint) texts.push(field.hint)
  if ('unit' in field && field.unit) texts.push(field.unit)
  if ('options' in field) texts.push(...field.options)
  if ('details' in field && field.details) texts.push(field.details.summary, ...field.details.paragraphs)
  return texts
}

/**
 * The forms' words a letter or receipt can print in the applicant's statement: the fields'
 * labels, units and choices, the field kit's labels and categories, and a ticked box's yes or
 * no (hints and folded paragraphs stay on the form).
 */
export const STATEMENT_TEXTS: readonly string[] = [
  ...new Set([
    ...Object.values(FORM_DEFINITIONS).flatMap((form) =>
      form.fields.flatMap((field) => [
        ...('label' in field ? [field.label] : []),
        ...('unit' in field && field.unit ? [field.unit] : []),
        ...('options' in field ? field.options : []),
      ]),
    ),
    ...Object.values(KIT_LABELS),
    ...Object.values(CATEGORY_LISTS).flat(),
    fieldValueText(true),
    fieldValueText(false),
  ]),
]

/** What the "before you start" pages say: purposes, who may apply, when a document is asked, fees. */
const GUIDE_TEXTS = [
  ...Object.values(SERVICE_GUIDES).flatMap((guide) => [
    guide.purpose,
    guide.whoMayApply,
    ...(guide.fee ? [guide.fee] : []),
    ...guide.documents.flatMap((document) => [document.label, ...(document.when ? [document.when] : [])]),
  ]),
  NO_FEE_KNOWN,
  DOCUMENT_RULES,
]

/** Every text a form or its guide shows, once each. */
export const FORM_TEXTS: readonly string[] = [
  ...new Set([
    ...Object.values(FORM_DEFINITIONS).flatMap((form) => [form.heading, ...form.fields.flatMap(textsOf)]),
    ...Object.values(FIELD_KIT_TEXTS),
    ...Object.values(CATEGORY_LISTS).flat(),
    ...Object.values(CATEGORY_HINTS),
    OLD_CLEARANCE_DOCUMENT.label,
    ...FORM_MESSAGES,
    ...Object.values(ATTACHMENT_ADVICE),
    ...GUIDE_TEXTS,
    ...Object.values(ACCOUNT_TEXTS),
    ...Object.values(MESSAGES),
    ...Object.values(SIGN_IN_CODE_MESSAGES),
    // Which division covers where: the notes on a dzongkhag served in part.
    ...COVERAGE_NOTES,
    // Beside the division field when a draft names a division closed since.
    LIFECYCLE_MESSAGES.divisionClosed,
    // What the server refuses a customer with, worded in the reader's language (decision 055).
    WALLET_MESSAGES.loginFailed,
    WALLET_MESSAGES.threadExpired,
    WALLET_MESSAGES.threadNotForCid,
    LIFECYCLE_MESSAGES.withdrawalNeedsReason,
    LIFECYCLE_MESSAGES.divisionFixed,
    LIFECYCLE_MESSAGES.requestTypeFixed,
    // Beside any typed field holding letters no paper prints (decision 076).
    TEXT_MESSAGES.paperScript,
  ]),
]
