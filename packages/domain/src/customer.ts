import { z } from 'zod'
import { identifierText } from './text'
import { LANGUAGES } from './i18n/languages'
import {
  cidField,
  loginCidField,
  lookupId,
  mobileField,
  optionalEmail,
  optionalNamedText,
  requiredNamedText,
  namedTextOfAtLeast,
} from './person-fields'

/**
 * A customer's sign-in ends after this many days unused, however long its lifetime
 * (`TOKEN_TTL_HOURS`): a token copied from a forgotten device stops working (issue 32).
 */
export const CUSTOMER_IDLE_DAYS = 30
/** How stale a token's last use may be before a use writes it again: one write an hour at most. */
export const CUSTOMER_LAST_USE_PRECISION_MINUTES = 60

/** The sign-in form of the login screen (CID and mobile). */
export const ZLoginFormSchema = z.object({
  identification: loginCidField,
  mobile: mobileField('mobile'),
})
export type TLoginFormInput = z.input<typeof ZLoginFormSchema>
export type TLoginForm = z.output<typeof ZLoginFormSchema>

/** What the login call carries: the CID as username, the mobile number as password. */
export const ZPasswordLoginSchema = z.object({
  username: loginCidField,
  password: mobileField('password'),
})

/**
 * Registration and profile, in the shape of the API body. Messages name the fields the
 * way the specification does (village, gewog, present_address…).
 */
const customerFields = {
  mobile: mobileField('mobile'),
  name: requiredNamedText('name', 100),
  email: optionalEmail('email'),
  current_address: z.object({
    address: requiredNamedText('present_address', 200),
    dzongkhag: lookupId('present_dzongkhag'),
  }),
  permanent_address: z.object({
    village: namedTextOfAtLeast('village', 2, 100),
    gewog: lookupId('gewog'),
    dzongkhag: lookupId('dzongkhag'),
  }),
  /** The language of the SMS, emails, letters and receipts sent to them; unchanged when absent. */
  language: z.enum(LANGUAGES).optional(),
}

export const ZCustomerRegistrationSchema = z.object({
  cid: cidField,
  fixed_line: optionalNamedText('fixed_line', 20),
  ...customerFields,
  // A wallet-verified registration: the thread and the key of the browser that asked for it.
  thread_id: identifierText().optional(),
  browser_key: z.string().max(100).optional(),
})
export type TCustomerRegistrationInput = z.input<typeof ZCustomerRegistrationSchema>
export type TCustomerRegistration = z.output<typeof ZCustomerRegistrationSchema>

/** Profile update: the same fields but fixed_line (and the CID, which names the customer). */
export const ZCustomerUpdateSchema = z.object(customerFields)
export type TCustomerUpdateInput = z.input<typeof ZCustomerUpdateSchema>
export type TCustomerUpdate = z.output<typeof ZCustomerUpdateSchema>

/** A customer as the API returns it: the routes declare it, the web reads it. */
export const ZCustomerResponseSchema = z.object({
  cid: z.string(),
  mobile: z.string(),
  name: z.string(),
  email: z.string(),
  fixed_line: z.string(),
  current_address: z.object({ address: z.string(), dzongkhag: z.number().int() }),
  permanent_address: z.object({ village: z.string(), gewog: z.number().int(), dzongkhag: z.number().int() }),
  language: z.enum(LANGUAGES),
})
export type TCustomer = z.infer<typeof ZCustomerResponseSchema>

/** A registration finished with its code: the customer, signed in. */
export const ZRegisteredCustomerResponseSchema = ZCustomerResponseSchema.extend({ token: z.string() })

/** The specification's sign-in body: the profile without CID and mobile, with a new token. */
export const ZSignInResponseSchema = ZCustomerResponseSchema.omit({ cid: true, mobile: true }).extend({
  token: z.string(),
})
export type TLoginResponse = z.infer<typeof ZSignInResponseSchema>
