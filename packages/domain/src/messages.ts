/**
 * User-facing messages, verbatim from the specification (§5, §8) — including its
 * spelling, which customers and support staff already know by heart.
 */

/** The specification's generic messages: '${path} is a required field', '${path} must be a valid email'. */
export const requiredMessage = (path: string) => `${path} is a required field`
export const validEmailMessage = (path: string) => `${path} must be a valid email`
export const minLengthMessage = (path: string, min: number) => `${path} must be at least ${min} characters`
export const maxLengthMessage = (path: string, max: number) => `${path} must be at most ${max} characters`

const GENERIC_MESSAGES = [
  ['required', /^\S+ is a required field$/],
  ['email', /^\S+ must be a valid email$/],
  ['min', /^\S+ must be at least (\d+) characters$/],
  ['max', /^\S+ must be at most (\d+) characters$/],
] as const

/**
 * Which generic message a text is, and its count: a translation words it around the field's
 * label, where the English of the specification names the field by its path.
 */
export function readGenericMessage(text: string) {
  for (const [kind, pattern] of GENERIC_MESSAGES) {
    const match = pattern.exec(text)
    if (match) return { kind, count: Number(match[1] ?? 0) }
  }
  return undefined
}

/**
 * The one wording of every refusal that passes: "Please try again in N minutes." (issue 31),
 * after the sentence that says what was refused and before what else the person can do.
 */
export const tryAgainIn = (msLeft: number) => {
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000))
  return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}
const TRY_AGAIN = /^Please try again in (\d+) minutes?\.$/

/** A refusal's sentences apart, the minutes read out, so that a translation can word each. */
export function readRefusal(text: string) {
  const sentences = text.match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [text]
  const index = sentences.findIndex((s) => TRY_AGAIN.test(s))
  if (index < 0) return undefined
  return {
    before: sentences.slice(0, index).join(' '),
    minutes: Number(TRY_AGAIN.exec(sentences[index]!)![1]),
    after: sentences.slice(index + 1).join(' '),
  }
}

/**
 * A refusal that passes ("… Please try again in 12 minutes."), each of its sentences worded by
 * `translate` and when to try again by `tryAgainIn`; undefined for any other message. The
 * server and the page word it so, each in its own catalogue.
 */
export function refusalIn(
  text: string,
  translate: (sentences: string) => string,
  tryAgainIn: (minutes: number) => string,
): string | undefined {
  const refusal = readRefusal(text)
  if (!refusal) return undefined
  return [translate(refusal.before), tryAgainIn(refusal.minutes), translate(refusal.after)]
    .filter(Boolean)
    .join(' ')
}

export const MESSAGES = {
  required: 'This field is required',
  selectOne: 'Please select one',
  loginCidRequired: 'Citizenship Identification Number is a required field',
  mobileMin: 'Minimum number is 10000000',
  mobileMax: 'Maximum number 7999999',
  cidDigits: 'CID number should be equal to 11 digits',
  loginFailed: "Account doesn't exists - Please ensure your CID/Mobile is correct",
  customerNotFound: "Customer not found or your CID/mobile doesn't exists!",
  signInToSubmit: 'You need to first sign-in or register before you can submit your service request',
  signInToViewTicket:
    'You need to first sign-in or register before you can view your Application status/details',
  registered: 'Succesfully Registered',
  noResponse:
    'Oops something went wrong. Either you are disconnected from internet or the service is down. Please try again later',
  // Our own words where the specification is silent.
  /** The owner of a CID someone else registered takes it back with the wallet (issue 32). */
  cidAlreadyRegistered:
    'This CID is already registered. Please sign in instead. If it is yours and you did not register it, sign in with the Bhutan NDI wallet to take it back, or call 1250.',
  gewogNotInDzongkhag: 'gewog does not belong to the chosen dzongkhag',
  tooManyLoginAttempts: 'Too many failed sign-in attempts.',
  tooManyFilings: 'You have filed many applications in a short while.',
  /** An Idempotency-Key that already filed something else: nothing is filed (422). */
  filingKeyReused: 'This filing was already sent with other details. Please start a new application.',
  tooManyAttempts: 'You have done this many times in a short while.',
  /** Past many failures from one network, a request waits for the browser's proof of work. */
  proofOfWorkRequired:
    'Many attempts came from your network. Your browser will confirm that you are a person, then try again.',
  proofOfWorkRefused: 'The check that you are a person did not work. Please try again.',
  invalidInput: 'Please correct the highlighted fields.',
} as const

/** Service request messages (spec §5, §8). */
export const APPLICATION_MESSAGES = {
  required: 'This field is required',
  // Not in the specification, which gives no message for letters in a number field.
  notANumber: 'Enter a number in digits, for example 25.',
  notAWholeNumber: 'Enter a whole number, for example 30.',
  contractAccountRequired: 'This field is required(Please enter only digits)',
  contractAccountMin: 'Contract account number should be greater than 8 digits',
  contractAccountMax: 'Contract account number should not be greater than 9 digits',
  selectOne: 'Please select one',
  termsAccepted: 'Terms must be accepted',
  terms2Accepted: 'This Terms must be accepted',
  checkboxTicked: 'This checkbox must be ticked',
  divisionRequired: 'This field is required',
  shiftingDivisionRequired: 'Division  is required',
  invalidEmail: 'Invalid email format',
  cidCopyRequired: 'Citizenship ID Card is required',
  clearanceLetterRequired: 'Copy of Clearance Letter from Dzongkhag/Dungkhag/Geog is required',
  oldClearanceRequired: 'Old power clearance copy is required',
  licenseCopyRequired: 'License copy is required',
  electricianCertificateRequired: 'Electrician Certificate is required',
  rightOfWayRequired: 'Right of way clearance document is required',
  validityMin: 'Validity cannot be less than 1 day',
  validityMax: 'Validity cannot be more than 365 days',
  powerRequiredMin: 'Power required should be at least 1 kW',
  fileTooLarge: 'Your File is greater than 0.5MB.',
  fileTypeNotSupported: 'Your File type is not supported. Only pdf, jpeg, png is allowed.',
  attachmentHint: 'Maximum Attachment size Allowed is 0.5MB.',
  hydroPowerHint: 'Power of 1 MW (1000 kW) or more is processed by the hydro power department.',
  additionalMeterSuffix: " for 'Power Required' Field",
  clearancePending: (id: string | number) =>
    `Sorry the Power Clearance Application ID ${id} has not been approved yet, Try again next time`,
  clearanceRejected: (id: string | number) =>
    `Sorry the Power Clearance Application ID ${id} has been Rejected`,
  clearanceInvalid: (id: string | number) =>
    `Sorry  power clearance number Application ID ${id} is not valid`,
  clearanceExpired: (id: string | number) =>
    `Sorry the Power Clearance Application ID ${id} has expired, Please apply for a new power clearance`,
  applicationNotFound: (id: string | number) => `Sorry, Application ID ${id} doesn't exist.`,
} as const
