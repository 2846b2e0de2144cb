import type { Kysely, Selectable } from 'kysely'
import { z } from 'zod'
import type { TCustomer, TCustomerRegistration, TCustomerUpdate } from '@portal/domain/customer'
import { ZCustomerRegistrationSchema, ZPasswordLoginSchema } from '@portal/domain/customer'
import { MESSAGES } from '@portal/domain/messages'
import type {
  TCodeChallenge,
  TCodeVerification,
  TCustomerCodeVerification,
} from '@portal/domain/sign-in-codes'
import { WALLET_MESSAGES } from '@portal/domain/wallet'
import type { CustomerTable, Database } from '../../db/schema'
import { HttpError, notFound, parseOrFieldErrors } from '../../errors'
import { customersRepository } from '../../repositories/customers'
import type { Outbox, ServiceDeps } from '../deps'
import type { RequestClient } from '../sign-in/address-failures'
import type { SignInArea } from '../sign-in'
import type { RedeemedCode } from '../sign-in/sign-in-codes'
import { sharedOn, walletKeyOr404 } from '../wallet/threads'
import { customerWith, signInWithPassword, signInWithWallet } from './customer-sign-in'
import { assertAddressesExist, assertWalletVouchesFor, toApiCustomer, updateProfile } from './customers'
import { askForEmailChange, setProvedEmail } from './email-change'
import { askForMobileChange, checkLeavingNumberCode, moveToProvedMobile } from './mobile-change'

/** What a step answers: done (the customer, or a session), or a code sent by SMS to come back. */
type Done<T> = { done: T } | { challenge: TCodeChallenge }
/** A session's answer: its token and the profile but CID and mobile. */
type Session = Omit<TCustomer, 'cid' | 'mobile'> & { token: string }

/**
 * Customers (DESIGN.md §3, §5): registering, signing in (by CID and mobile, or the wallet),
 * the profile, and a new mobile or email proved by codes. The session's length (TOKEN_TTL_HOURS),
 * whether codes are sent (SIGN_IN_CODES) and how many an hour (SMS_PER_HOUR) are the sign-in
 * area's, asked of it; with codes off a new email is saved at once, the mobile told.
 * Each verb is one request's whole step: the route parses, calls it and sends what it answers.
 */
export function customersArea({
  db,
  box,
  signIn,
  outbox,
}: ServiceDeps & {
  signIn: SignInArea
  outbox: Outbox
}) {
  const customers = customersRepository(db)

  /** The sign-in answer: a new session's token and the profile but CID and mobile. */
  async function startSession(
    customer: Selectable<CustomerTable>,
    { throughWallet = false, on = db }: { throughWallet?: boolean; on?: Kysely<Database> } = {},
  ): Promise<Session> {
    const token = await signIn.customerToken(customer.cid, { throughWallet, on })
    const { cid: _cid, mobile: _mobile, ...profile } = toApiCustomer(customer)
    return { token, ...profile }
  }

  /** A new customer (`on` a used code's transaction); 409 when the CID is registered. */
  async function insert(registration: TCustomerRegistration, walletVerified: boolean, on = db) {
    const row = await customersRepository(on).insert(registration, walletVerified)
    if (!row) throw new HttpError(409, MESSAGES.cidAlreadyRegistered)
    return row
  }

  /** A code by SMS, sent now rather than at the outbox's next poll: someone is waiting for it. */
  async function sent(challenge: Promise<TCodeChallenge>) {
    const asked = await challenge
    outbox.soon()
    return { challenge: asked }
  }

  /** What a registration's or a change's code completes, written on the transaction that uses it. */
  async function completeWithCode(
    redeemed: RedeemedCode | undefined,
    trx: Kysely<Database>,
  ): Promise<{ registered: TCustomer & { token: string } } | { changed: TCustomer }> {
    if (!redeemed) throw notFound()
    if (redeemed.purpose === 'registration') {
      const row = await insert(ZCustomerRegistrationSchema.parse(redeemed.payload), false, trx)
      const token = await signIn.customerToken(row.cid, { on: trx })
      return { registered: { ...toApiCustomer(row), token } }
    }
    if (redeemed.purpose === 'email-change') {
      const { email } = z.object({ email: z.string() }).parse(redeemed.payload)
      const changed = await setProvedEmail(trx, redeemed.cid, redeemed.mobile, email)
      if (!changed) throw notFound()
      return { changed: toApiCustomer(changed) }
    }
    const { keep_token_hash: keepTokenHash, email } = z
      .object({ keep_token_hash: z.string(), email: z.string().optional() })
      .parse(redeemed.payload)
    const moved = await moveToProvedMobile(trx, redeemed.cid, redeemed.mobile, keepTokenHash, email)
    if (!moved) throw notFound()
    return { changed: toApiCustomer(moved) }
  }

  return {
    /** The profile as the API answers it. */
    asApi: toApiCustomer,
    find: customers.find,
    languageOf: async (cid: string) => (await customers.find(cid))?.language ?? undefined,

    /**
     * Signs in (`client` counted against the limits, asked only for a password's sign-in): with a
     * thread the wallet verified (`thread_id`: the thread is the credential), the session at
     * once; else by CID and mobile, parsed here (400 beside each field). With codes on, a code to
     * the mobile proves the phone is in hand (CID and mobile are no secret), and `finishSignIn`
     * starts the session; with codes off, the session at once.
     */
    async signIn(
      client: () => Promise<RequestClient>,
      presented: { username?: unknown; password?: unknown; thread_id?: unknown; browser_key?: unknown },
    ): Promise<Done<Session>> {
      if (presented.thread_id !== undefined)
        return {
          done: await startSession(await signInWithWallet(db, walletKeyOr404(presented)), {
            throughWallet: true,
          }),
        }
      const login = parseOrFieldErrors(ZPasswordLoginSchema, presented)
      const asking = await client()
      const customer = await signInWithPassword(db, asking, login)
      if (!signIn.codesOn) return { done: await startSession(customer) }
      return sent(
        signIn.issueCode({
          purpose: 'sign-in',
          cid: customer.cid,
          mobile: customer.mobile,
          language: customer.language,
          client: asking,
        }),
      )
    },
    /** The sign-in's code came back: the session, if the account still has the number it went to. */
    async finishSignIn(client: RequestClient, verification: TCodeVerification): Promise<Session> {
      const network = await signIn.admitFromNetwork(client)
      const session = await signIn.redeemCode(verification, ['sign-in'], async (redeemed, trx) => {
        // The account must still have the number the code went to.
        const customer = await customerWith(trx, redeemed.cid, redeemed.mobile)
        if (!customer) throw new HttpError(400, MESSAGES.loginFailed)
        return startSession(customer, { on: trx })
      })
      await network.honest()
      return session
    },

    /**
     * Registers: through a wallet thread that proved CID and mobile, or with codes off, the
     * customer at once; with codes on, a code to the mobile, and the customer exists only once
     * it comes back (`finishWithCodes`). A refused registration, or one whose code never comes
     * back, counts as a failure of its network.
     */
    async register(client: RequestClient, body: TCustomerRegistration): Promise<Done<TCustomer>> {
      const { thread_id, browser_key: _key, ...registration } = body
      const network = await signIn.admitFromNetwork(client)
      if (thread_id !== undefined) {
        await assertWalletVouchesFor(db, body)
        await assertAddressesExist(db, registration)
        const customer = await insert(registration, true)
        await network.honest()
        return { done: toApiCustomer(customer) }
      }
      await assertAddressesExist(db, registration)
      if (!signIn.codesOn) {
        const customer = await insert(registration, false)
        await network.honest()
        return { done: toApiCustomer(customer) }
      }
      if (await customers.find(registration.cid)) throw new HttpError(409, MESSAGES.cidAlreadyRegistered)
      // From here the code's challenge is the failure, until the code comes back.
      await network.honest()
      return sent(
        signIn.issueCode({
          purpose: 'registration',
          cid: registration.cid,
          mobile: registration.mobile,
          payload: registration,
          language: registration.language,
          client,
        }),
      )
    },

    /**
     * The codes of a registration, a change of mobile (with the current number's, `current_code`)
     * or a change of email came back: a registration is signed in at once (`registered`); a
     * change answers the customer as they now are.
     */
    async finishWithCodes(
      client: RequestClient,
      { current_code: currentCode, ...verification }: TCustomerCodeVerification,
    ): Promise<{ registered: TCustomer & { token: string } } | { changed: TCustomer }> {
      const network = await signIn.admitFromNetwork(client)
      const checked = await signIn.checkCode(verification, ['registration', 'mobile-change', 'email-change'])
      const leaving = await checkLeavingNumberCode(db, box, checked, currentCode)
      // Both codes are used together, or neither: a wrong one leaves the other to try again.
      const finished = await signIn.useCodes([checked, ...leaving], ([redeemed], trx) =>
        completeWithCode(redeemed, trx),
      )
      await network.honest()
      if ('changed' in finished) outbox.soon()
      return finished
    },

    /**
     * Whether the CID a wallet thread verified is registered: only the wallet's own CID, or
     * anyone could probe who is a customer. An account with another mobile is its owner's all
     * the same: the sign-in moves it.
     */
    async isRegistered(cid: string, presented: { thread_id: string; browser_key: unknown }) {
      const shared = await sharedOn(db, presented)
      if (shared.cid_no !== cid) throw new HttpError(403, WALLET_MESSAGES.threadNotForCid)
      return (await customers.find(cid)) !== undefined
    },

    /** The signed-in customer's profile. */
    async profile(cid: string) {
      const row = await customers.find(cid)
      if (!row) throw notFound()
      return toApiCustomer(row)
    },

    /**
     * Changes the signed-in customer's profile (their own CID only: another's reads as absent,
     * never saying whose it is). Other fields change at once; a new mobile or email only once
     * codes come back (`finishWithCodes`): a new email's code goes to the account's mobile, as a
     * session alone cannot move its mail. With codes off, a new mobile is taken at once: still,
     * the other sessions end and the number it leaves is told.
     */
    async changeProfile(
      session: { cid: string; token: string; client: () => Promise<RequestClient> },
      cid: string,
      change: TCustomerUpdate,
    ): Promise<Done<TCustomer>> {
      if (cid !== session.cid) throw notFound()
      await assertAddressesExist(db, change)
      const profile = await updateProfile(db, session.cid, change, { emailAtOnce: !signIn.codesOn })
      if (!profile) throw notFound()
      const { current, updated: row } = profile
      const newMobile = change.mobile !== current.mobile ? change.mobile : undefined
      const newEmail = change.email !== row.email ? change.email : undefined
      if (row.email !== current.email) outbox.soon()
      if (newMobile === undefined) {
        if (newEmail === undefined) return { done: toApiCustomer(row) }
        return sent(askForEmailChange(signIn, { customer: row, newEmail, client: await session.client() }))
      }
      if (!signIn.codesOn) {
        const moved = await moveToProvedMobile(db, row.cid, newMobile, signIn.tokenHash(session.token))
        outbox.soon()
        return { done: toApiCustomer(moved ?? row) }
      }
      return sent(
        askForMobileChange(signIn, {
          customer: row,
          newMobile,
          token: session.token,
          newEmail,
          client: await session.client(),
        }),
      )
    },
  }
}

export type CustomersArea = ReturnType<typeof customersArea>
