/**
 * User-facing messages, verbatim from the specification (§5, §8) — including its
 * spelling, which customers and support staff already know by heart.
 */

/** The specification's generic messages: '${path} is a required field', '${path} must be a valid email'. */
export const requiredMessage = (path: string) => `${path} is a required field`
export const validEmailMessage = (path: string) => `${path} must be a valid email`
export const minLengthMessage = (path: string, min: number) => `${path} must be at least ${min} characters`
export const maxLengthMessage = (path: string, max: number) => `${path} must be at most ${max} characters`

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
  cidAlreadyRegistered: 'This CID is already registered. Please sign in instead.',
  gewogNotInDzongkhag: 'gewog does not belong to the chosen dzongkhag',
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  invalidInput: 'Please correct the highlighted fields.',
} as const
