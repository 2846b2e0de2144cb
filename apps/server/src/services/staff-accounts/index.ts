import { staffAdminRepository } from '../../repositories/staff-admin'
import { given, givenBoth, type ServiceDeps } from '../deps'
import {
  assertStaffPassword,
  changeOwnPassword,
  createStaff,
  resetStaffPassword,
  staffMember,
  verifyStaffCredentials,
  type StaffMember,
} from './staff-accounts'
import {
  accountChangesOf,
  confirmTotp,
  refusedProof,
  startTotpEnrolment,
  takeTotpCode,
  turnOffTotp,
  TOTP_REFUSALS,
} from './staff-credentials'
import { totpUrl } from './staff-totp'

/**
 * Staff accounts (DESIGN.md §5): who may sign in to the back office, their passwords and
 * authenticator apps, and what admins change. In production (PORTAL_ENV) an admin must have
 * an authenticator app.
 */
export function staffAccountsArea({ db, box, config }: ServiceDeps<'PORTAL_ENV'>) {
  const admin = staffAdminRepository(db)
  return {
    member: given(db, staffMember),
    /** In production an admin must set up an authenticator app before anything else. */
    mustEnrolTotp: (staff: StaffMember) =>
      config.PORTAL_ENV === 'production' && staff.role === 'admin' && !staff.totp_enabled,
    verifyCredentials: givenBoth(db, box, verifyStaffCredentials),
    assertPassword: assertStaffPassword,
    changeOwnPassword: given(db, changeOwnPassword),
    takeTotpCode: given(db, takeTotpCode),
    totpRefusals: TOTP_REFUSALS,
    totpUrl,
    refusedProof: givenBoth(db, box, refusedProof),
    startTotpEnrolment: givenBoth(db, box, startTotpEnrolment),
    confirmTotp: givenBoth(db, box, confirmTotp),
    turnOffTotp: given(db, turnOffTotp),
    changesOf: given(db, accountChangesOf),
    // What admins do.
    list: admin.listAccounts,
    find: admin.findMember,
    usernameTaken: admin.usernameTaken,
    divisionsExist: admin.divisionsExist,
    create: given(db, createStaff),
    change: admin.changeAccount,
    resetPassword: given(db, resetStaffPassword),
  }
}
