import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { FileStore } from '../files/file-store'
import { createThread, settleThread, verifiedThreadData } from './wallet-threads'
import { webhookSecret } from './wallet-webhook-secret'
import { createApplication } from './applications'
import { assign } from './assignments'
import { signInWithPassword, signInWithWallet, customerWith } from './customer-sign-in'
import { assertAddressesExist, assertWalletVouchesFor, updateProfile } from './customers'
import { decide } from './decisions'
import { askForEmailChange, setProvedEmail } from './email-change'
import { purgeEndedRecords } from '../repositories/ended-records'
import { inboxCsv } from './inbox-export'
import { askForMobileChange, checkLeavingNumberCode, moveToProvedMobile } from './mobile-change'
import { spend } from './limits'
import { admitFromNetwork, type RequestClient } from './address-failures'
import { checkProof, newProofChallenge } from './proof-of-work'
import { startFiling } from './filing-allowances'
import { addNote } from './notes'
import { resubmit } from './resubmissions'
import { sendBack } from './returns'
import { checkCode, issueCode, redeemCode, useCodes } from './sign-in-codes'
import { pressureOn, type SmsShare } from './sms-ceiling'
import { blockSms, liftSmsBlock, smsHour } from './sms-watch'
import { withinSignInLimits, type SignInAttempt } from './sign-in-limits'
import type { SecretBox } from './secret-box'
import {
  changeOwnPassword,
  createStaff,
  resetStaffPassword,
  staffMember,
  verifyStaffCredentials,
} from './staff-accounts'
import {
  accountChangesOf,
  confirmTotp,
  refusedProof,
  startTotpEnrolment,
  takeTotpCode,
  turnOffTotp,
} from './staff-credentials'
import { dashboardOf } from './staff-dashboard'
import { listInbox } from './staff-inbox'
import {
  endCustomerSessions,
  issueToken,
  issueWalletToken,
  revokeToken,
  signedInThroughWallet,
  tokenSubject,
} from './tokens'
import { withdraw } from './withdrawals'

type Db = Kysely<Database>

/** A service with the database handed in once, here, rather than by each route. */
const on =
  <A extends unknown[], R>(db: Db, work: (db: Db, ...args: A) => R) =>
  (...args: A) =>
    work(db, ...args)

/**
 * The services as routes and plugins call them (`app.services`), decorated like the
 * repositories: no route holds the database (issue 13; a lint rule keeps `app.db` out of
 * routes). Each service still owns its transaction.
 */
export function appServices(db: Db, files: FileStore, box: SecretBox) {
  /** A service that also seals or unseals stored secrets (services/secret-box.ts). */
  const sealing =
    <A extends unknown[], R>(work: (db: Db, box: SecretBox, ...args: A) => R) =>
    (...args: A) =>
      work(db, box, ...args)
  return {
    // Customers: signing in, codes, registration.
    signInWithPassword: on(db, signInWithPassword),
    signInWithWallet: on(db, signInWithWallet),
    customerWith: on(db, customerWith),
    assertAddressesExist: on(db, assertAddressesExist),
    assertWalletVouchesFor: on(db, assertWalletVouchesFor),
    updateProfile: on(db, updateProfile),
    moveToProvedMobile: on(db, moveToProvedMobile),
    askForMobileChange: sealing(askForMobileChange),
    askForEmailChange: sealing(askForEmailChange),
    setProvedEmail: on(db, setProvedEmail),
    checkLeavingNumberCode: sealing(checkLeavingNumberCode),
    issueCode: sealing(issueCode),
    redeemCode: sealing(redeemCode),
    checkCode: sealing(checkCode),
    useCodes: on(db, useCodes),
    spend: on(db, spend),
    // Limits for networks many customers share (issue 31).
    admitFromNetwork: (client: RequestClient) => admitFromNetwork(db, client),
    checkProof: sealing(checkProof),
    newProofChallenge: sealing(newProofChallenge),
    smsPressure: (share: SmsShare, smsPerHour: number) => pressureOn(db, share, smsPerHour),
    // The hour's code SMS and the admins' blocks (issue 45).
    smsHour: on(db, smsHour),
    blockSms: on(db, blockSms),
    liftSmsBlock: on(db, liftSmsBlock),
    // Sessions of customers and staff.
    issueToken: on(db, issueToken),
    issueWalletToken: on(db, issueWalletToken),
    signedInThroughWallet: on(db, signedInThroughWallet),
    endCustomerSessions: on(db, endCustomerSessions),
    revokeToken: on(db, revokeToken),
    tokenSubject: on(db, tokenSubject),
    // Applications and their life.
    createApplication: (...args: AfterDbAndFiles<Parameters<typeof createApplication>>) =>
      createApplication(db, files, ...args),
    resubmit: (...args: AfterDbAndFiles<Parameters<typeof resubmit>>) => resubmit(db, files, ...args),
    withdraw: on(db, withdraw),
    startFiling: on(db, startFiling),
    // The back office.
    staffMember: on(db, staffMember),
    createStaff: on(db, createStaff),
    verifyStaffCredentials: sealing(verifyStaffCredentials),
    changeOwnPassword: on(db, changeOwnPassword),
    resetStaffPassword: on(db, resetStaffPassword),
    takeTotpCode: on(db, takeTotpCode),
    refusedProof: sealing(refusedProof),
    startTotpEnrolment: sealing(startTotpEnrolment),
    confirmTotp: sealing(confirmTotp),
    turnOffTotp: on(db, turnOffTotp),
    accountChangesOf: on(db, accountChangesOf),
    withinSignInLimits: <T>(attempt: SignInAttempt, check: () => Promise<T | undefined>) =>
      withinSignInLimits(db, attempt, check),
    listInbox: on(db, listInbox),
    inboxCsv: on(db, inboxCsv),
    dashboardOf: on(db, dashboardOf),
    decide: on(db, decide),
    sendBack: on(db, sendBack),
    assign: on(db, assign),
    addNote: on(db, addNote),
    purgeEndedRecords: on(db, purgeEndedRecords),
    // The wallet's sign-in threads.
    createThread: on(db, createThread),
    settleThread: on(db, settleThread),
    verifiedThreadData: on(db, verifiedThreadData),
    webhookSecret: sealing(webhookSecret),
  }
}

/** A service's arguments after the database and the file store. */
type AfterDbAndFiles<T extends unknown[]> = T extends [unknown, unknown, ...infer Rest] ? Rest : never

export type AppServices = ReturnType<typeof appServices>
