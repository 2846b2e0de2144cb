import { ATTACHMENT_KINDS_IN_WORDS } from '../attachments'
import { APPLICATION_MESSAGES as M } from '../messages'

/*
 * The words the field kit and the account pages show themselves, apart from the forms' own
 * (form-texts.ts gathers both for the catalogues): a page that shows only these loads neither
 * the fifteen forms' definitions nor their rules, whose evaluation held a phone's main thread
 * for some 100 ms on the sign-in and registration pages.
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
  applicationIdInDigits: 'Please enter the Application ID in digits',
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
  // The size once: the specification's hint gives it, the kinds follow.
  attachmentHint: `${M.attachmentHint} ${ATTACHMENT_KINDS_IN_WORDS}`,
} as const

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
