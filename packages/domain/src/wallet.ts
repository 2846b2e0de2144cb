import { z } from 'zod'
import { identifierText } from './text'
import { cidField, mobileField, optionalEmail, optionalNamedText, requiredNamedText } from './person-fields'

/**
 * The national digital identity wallet (spec §3, §4, §8): what the portal shows, what the
 * socket says and what a wallet share carries. The real provider and the simulator both
 * end in these shapes.
 */

/** The socket's message types, verbatim from the specification. */
export const WALLET_EVENTS = {
  complete: 'Webhook processing complete',
  rejected: 'Webhook rejected',
  noData: 'Webhook no data found',
} as const
export type TWalletEventType = (typeof WALLET_EVENTS)[keyof typeof WALLET_EVENTS]

export const WALLET_MESSAGES = {
  loginFailed: "Account doesn't exist - Please check your CID/Mobile.",
  qrGenerateFailed: 'Failed to generate QR code. Please try again.',
  qrLoadFailed: 'Failed to load QR code. Please try again.',
  qrFetchFailed: 'Error fetching QR code. Please try again.',
  shareRejected: 'Data Share Rejected',
  // Our own words where the specification is silent.
  threadExpired: 'Your wallet sign-in has expired. Please scan the QR code again.',
  threadNotForCid: 'This wallet sign-in was for another CID. Please scan the QR code again.',
} as const

/** How long a QR code waits for the wallet, and how long a shared identity may then be used. */
export const WALLET_THREAD_WAIT_MINUTES = 5
export const WALLET_THREAD_USE_MINUTES = 15

/**
 * POST /api/ndi/authenticate-ndi/. `browser_key` never leaves the browser that asked: the
 * thread id travels in the QR code and links, so alone it opens nothing (DESIGN.md §5).
 */
export const ZWalletAuthenticationResponseSchema = z.object({
  thread_id: z.string(),
  browser_key: z.string(),
  /** A PNG, base64. */
  qr_code_image: z.string(),
  deep_link_url: z.string(),
})
export type TWalletAuthentication = z.infer<typeof ZWalletAuthenticationResponseSchema>

/** What the socket sends to the one socket that subscribed to the thread. */
export interface TWalletSocketMessage {
  type: TWalletEventType
  thread_id: string
  cid_no: string
  mobile_no: string
}

export const walletThreadId = identifierText()
/** 32 random bytes, base64url. */
export const browserKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'The wallet sign-in key is not valid.')

/** The header that carries the browser key on reads of a thread. */
export const WALLET_KEY_HEADER = 'x-wallet-key'

export const ZWalletSubscribeSchema = z.object({
  type: z.literal('subscribe'),
  thread_id: walletThreadId,
  browser_key: browserKey,
})

/**
 * A wallet's shared identity: checked like the registration form, because it becomes a
 * customer. Gewog and dzongkhag are names, as the wallet holds them.
 */
export const ZWalletDataSchema = z.object({
  cid_no: cidField,
  mobile_no: mobileField('mobile_no'),
  full_name: requiredNamedText('full_name', 100),
  email_address: optionalEmail('email_address'),
  village: optionalNamedText('village', 100),
  gewog: optionalNamedText('gewog', 100),
  dzongkhag: optionalNamedText('dzongkhag', 100),
})
export type TWalletDataInput = z.input<typeof ZWalletDataSchema>
export type TWalletData = z.output<typeof ZWalletDataSchema>

/** What the wallet shared, with the registration lists' ids for its places where they match. */
export const ZWalletPrefillResponseSchema = z.object({
  cid_no: z.string(),
  mobile_no: z.string(),
  full_name: z.string(),
  email_address: z.string(),
  village: z.string(),
  gewog: z.string(),
  dzongkhag: z.string(),
  dzongkhag_id: z.number().int().nullable(),
  gewog_id: z.number().int().nullable(),
})
export type TWalletPrefill = z.infer<typeof ZWalletPrefillResponseSchema>

/** POST /api/accounts/login/ with a wallet thread instead of CID and mobile. */
export const ZWalletLoginSchema = z.object({ thread_id: walletThreadId, browser_key: browserKey })

/** Mobile numbers in wallets may carry the country code (+975): keep the 8 local digits. */
export function localMobileNumber(value: string): string {
  const digits = value.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('975') ? digits.slice(3) : digits
}
