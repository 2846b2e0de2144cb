import { CATEGORY_HINTS, CATEGORY_LISTS } from '../applications/categories'
import { LIFECYCLE_MESSAGES } from '../lifecycle'
import { COVERAGE_NOTES } from '../lookups'
import { FORM_DEFINITIONS } from '../applications/form-definitions/definitions-by-path'
import type { FieldDefinition } from '../applications/form-definitions/form-definition'
import { ATTACHMENT_ADVICE, ATTACHMENT_RULES_IN_WORDS } from '../attachments'
import { APPLICATION_MESSAGES as M, MESSAGES } from '../messages'
import { SIGN_IN_CODE_MESSAGES } from '../sign-in-codes'
import { DOCUMENT_RULES, NO_FEE_KNOWN, OLD_CLEARANCE_DOCUMENT, SERVICE_GUIDES } from '../service-guides'
import { WALLET_MESSAGES } from '../wallet'

/**
 * The words of the fifteen forms are their own message ids (decision 033): English pages show
 * them as they are, so English carries no second copy, and Dzongkha (dz-form-texts.ts) maps
 * each English text to its translation. A test holds the two lists to each other.
 */

/** The field kit's own words: what no form definition carries. */
export const FIELD_KIT_TEXTS = {
  category: 'Area/Category',
  chooseOne: 'Choose one',
  division: 'Division',
  divisionHint: 'The electricity services division (ESD) of the place where the work is needed.',
  whichDivision: 'Which division covers my dzongkhag?',
  notGiven: 'Not given',
  contractAccount: 'Contract account number',
  contractAccountHint: 'The 8 or 9 digit consumer number on your electricity bill.',
  yes: 'Yes',
  no: 'No',
  hasClearance: 'Do you have a power clearance approved through this portal?',
  clearanceId: 'Application ID of the power clearance',
  clearanceIdHint: 'The number you received when your power clearance was approved.',
  optional: '(optional)',
  errorPrefix: 'Error:',
  back: 'Back',
  continue: 'Continue',
  submit: 'Submit',
  sendChanges: 'Send the changes',
  chooseAnother: 'Choose another file',
  forDocument: 'for',
  remove: 'Remove',
  loading: 'Loading…',
  attachmentHint: `${M.attachmentHint} ${ATTACHMENT_RULES_IN_WORDS}`,
} as const

/**
 * The specification's messages beside the fields: English as it words them, translated for a
 * Dzongkha page. (Messages naming an Application ID, and suffixed ones, stay in English.)
 */
const FORM_MESSAGES = Object.entries(M).flatMap(([name, message]) =>
  typeof message === 'string' && !['attachmentHint', 'additionalMeterSuffix'].includes(name) ? [message] : [],
)

/** The sign-in, registration and profile forms' words (MESSAGES holds the specification's). */
export const ACCOUNT_TEXTS = {
  signInTitle: 'Sign in',
  signedOutAnswersKept: 'You were signed out. Sign in again; your answers are kept on this phone.',
  signedOutSignInAgain: 'You were signed out. Please sign in again.',
  signInForm: 'Sign in with CID and mobile number',
  cid: 'CID number',
  cidHint: 'Your 11-digit citizenship ID.',
  mobile: 'Mobile number',
  mobileSignInHint: 'The 8-digit number you registered with.',
  signInWithCode: 'Sign in with your CID and mobile number.',
  newHere: 'New to the portal?',
  registerHere: 'Register here',
  withCid: 'With your CID and mobile number',
  withWallet: 'With the national digital identity wallet',
  walletHint: 'Share your ID from the Bhutan NDI app on your phone.',
  walletButton: 'Login with Bhutan NDI',
  permanentAddress: 'Permanent address',
  dzongkhag: 'Dzongkhag',
  gewog: 'Gewog',
  dzongkhagFirst: 'Choose the dzongkhag first.',
  village: 'Village',
  presentAddress: 'Present address',
  presentAddressHint: 'House, street or area where you live now.',
  presentDzongkhag: 'Present dzongkhag',
  fullName: 'Full name',
  mobileHint: '8 digits. You sign in with it.',
  email: 'Email (optional)',
  emailHint: 'We send news of your applications here too.',
  fixedLine: 'Fixed line (optional)',
  language: 'Language of SMS, emails and letters',
  languageHint: 'What the utility sends you about your applications is written in it.',
  // Under the choice of Dzongkha while any paper would still print in English (reviewed-papers.ts).
  languagePapers: 'Letters and receipts come in English until their Dzongkha is reviewed.',
  register: 'Register',
  profile: 'Your profile',
  codeForm: 'Enter the code we sent you',
  code: 'Code from the SMS',
  newNumberCode: 'Code from the SMS to your new number',
  currentNumberCode: 'Code from the SMS to your current number',
  verify: 'Verify',
  sendNewCode: 'Send a new code',
} as const

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
 * labels, units and choices (hints and folded paragraphs stay on the form).
 */
export const STATEMENT_TEXTS: readonly string[] = [
  ...new Set(
    Object.values(FORM_DEFINITIONS).flatMap((form) =>
      form.fields.flatMap((field) => [
        ...('label' in field ? [field.label] : []),
        ...('unit' in field && field.unit ? [field.unit] : []),
        ...('options' in field ? field.options : []),
      ]),
    ),
  ),
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
  ]),
]
