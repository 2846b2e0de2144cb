import type { Selectable } from 'kysely'
import type { TCustomerRegistration, TCustomerUpdate } from '@portal/domain/customer'
import { MESSAGES } from '@portal/domain/messages'
import type { CustomerTable } from '../../db/schema'
import { HttpError } from '../../errors'
import { customersRepository } from '../../repositories/customers'
import { given, givenBoth, type ServiceDeps } from '../deps'
import { issueToken, issueWalletToken } from '../sign-in/tokens'
import { customerWith, signInWithPassword, signInWithWallet } from './customer-sign-in'
import { assertAddressesExist, assertWalletVouchesFor, toApiCustomer, updateProfile } from './customers'
import { askForEmailChange, setProvedEmail } from './email-change'
import { askForMobileChange, checkLeavingNumberCode, moveToProvedMobile } from './mobile-change'

type Asked<T> = Omit<T, 'smsPerHour'>

/**
 * Customers (DESIGN.md §3, §5): registering, signing in (by CID and mobile, or the wallet) and
 * the session that follows (TOKEN_TTL_HOURS), the profile, and a new mobile or email proved by
 * codes (the sign-in area's). With SIGN_IN_CODES off a new email is saved at once, the mobile told.
 */
export function customersArea({
  db,
  box,
  config,
}: ServiceDeps<'SMS_PER_HOUR' | 'TOKEN_TTL_HOURS' | 'SIGN_IN_CODES'>) {
  const customers = customersRepository(db)
  const smsPerHour = config.SMS_PER_HOUR
  const sessionHours = config.TOKEN_TTL_HOURS
  return {
    signInWithPassword: given(db, signInWithPassword),
    signInWithWallet: given(db, signInWithWallet),
    /** The customer whom this CID and mobile name together, if any. */
    customerWith: given(db, customerWith),
    /** A new session's token (TOKEN_TTL_HOURS). */
    newSession: (cid: string) => issueToken(db, 'customer', cid, sessionHours),
    /** The sign-in answer: a new session's token and the profile but CID and mobile. */
    async startSession(customer: Selectable<CustomerTable>, throughWallet = false) {
      const token = throughWallet
        ? await issueWalletToken(db, customer.cid, sessionHours)
        : await issueToken(db, 'customer', customer.cid, sessionHours)
      const { cid: _cid, mobile: _mobile, ...profile } = toApiCustomer(customer)
      return { token, ...profile }
    },
    /** The profile as the API answers it. */
    asApi: toApiCustomer,
    find: customers.find,
    languageOf: async (cid: string) => (await customers.find(cid))?.language ?? undefined,
    /** A new customer; 409 when the CID is registered. */
    async register(registration: TCustomerRegistration, walletVerified: boolean) {
      const row = await customers.insert(registration, walletVerified)
      if (!row) throw new HttpError(409, MESSAGES.cidAlreadyRegistered)
      return row
    },
    assertAddressesExist: given(db, assertAddressesExist),
    assertWalletVouchesFor: given(db, assertWalletVouchesFor),
    updateProfile: (cid: string, change: TCustomerUpdate) =>
      updateProfile(db, cid, change, { emailAtOnce: config.SIGN_IN_CODES === 'off' }),
    askForEmailChange: (request: Asked<Parameters<typeof askForEmailChange>[2]>) =>
      askForEmailChange(db, box, { ...request, smsPerHour }),
    askForMobileChange: (request: Asked<Parameters<typeof askForMobileChange>[2]>) =>
      askForMobileChange(db, box, { ...request, smsPerHour }),
    checkLeavingNumberCode: givenBoth(db, box, checkLeavingNumberCode),
    setProvedEmail: given(db, setProvedEmail),
    moveToProvedMobile: given(db, moveToProvedMobile),
  }
}
