/** Business constants of the specification (§9), each named once. */

export const UTILITY_NAME = 'Bhutan Power Corporation Limited'
export const PORTAL_NAME = 'Customer Self-Service Portal'

export const ENQUIRY_PHONE = '1250'
export const WALLET_SUPPORT_PHONE = '1199'
export const WALLET_SUPPORT_EMAIL = 'ndifeedback@dhi.bt'

export const MAX_ATTACHMENT_BYTES = 500_000

export const CID_MIN = 10_000_000_000
export const CID_MAX = 99_999_999_999
export const CID_LENGTH = 11
export const MOBILE_MIN = 10_000_000
export const MOBILE_MAX = 79_999_999
export const CONTRACT_ACCOUNT_MIN = 10_000_000
export const CONTRACT_ACCOUNT_MAX = 999_999_999

/** Widest screen treated as narrow: the wallet dialog shows its deep-link button at or below it. */
export const NARROW_SCREEN_MAX_PX = 768
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** The header a request carries its proof of work in, once asked for one (428; issue 31). */
export const PROOF_OF_WORK_HEADER = 'X-Altcha'
