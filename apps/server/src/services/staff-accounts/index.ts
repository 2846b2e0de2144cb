import QRCode from 'qrcode'
import type { z } from 'zod'
import {
  OFFICER_DIVISION_MISSING,
  type TNewStaff,
  type ZStaffChangeSchema,
} from '@portal/domain/staff/accounts'
import {
  STAFF_MESSAGES,
  type TStaffPasswordChange,
  type TStaffPasswordReset,
  type TStaffProof,
} from '@portal/domain/staff/credentials'
import type { TStaffLogin } from '@portal/domain/staff/sign-in'
import { fieldErrors, HttpError, notFound } from '../../errors'
import { staffAdminRepository } from '../../repositories/staff-admin'
import { given, type ServiceDeps } from '../deps'
import type { SignInArea } from '../sign-in'
import type { RequestClient } from '../sign-in/address-failures'
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
 * The signed-in member acting, as the staff routes know them: who they are, their session's
 * token, and who sent the request (asked only when needed: it checks a proof of work).
 */
type StaffChange = z.output<typeof ZStaffChangeSchema>

export interface Acting {
  staff: StaffMember
  token: string
  client: () => Promise<RequestClient>
}

/**
 * Staff accounts (DESIGN.md §5): who may sign in to the back office, their passwords and
 * authenticator apps, and what admins change. In production (PORTAL_ENV) an admin must have
 * an authenticator app. A member's own credentials, and an admin's changes to another account,
 * ask for the acting member's own proof: a stolen session has none (issue 32).
 */
export function staffAccountsArea({
  db,
  box,
  config,
  signIn,
  decisions,
}: ServiceDeps<'PORTAL_ENV'> & {
  signIn: SignInArea
  /** Lets go of what a member holds where a change leaves them no longer working. */
  decisions: { releaseOutsideScope(release: { by: StaffMember; staffId: number }): Promise<number> }
}) {
  const admin = staffAdminRepository(db)

  /** In production an admin must set up an authenticator app before anything else. */
  const mustEnrolTotp = (staff: StaffMember) =>
    config.PORTAL_ENV === 'production' && staff.role === 'admin' && !staff.totp_enabled

  /**
   * 400 beside the field unless the acting member proves who they are (the current password
   * and, with an authenticator app, a code not taken before), guessed no more easily than at
   * sign-in.
   */
  async function assertProof({ staff, client }: Acting, proof: TStaffProof) {
    let refusal: Record<string, string[]> | undefined
    const proved = await signIn.withinSignInLimits(
      { client: await client(), account: `staff:${staff.username}`, pastAllowance: 'refuse' },
      async () => {
        refusal = await refusedProof(db, box, staff.username, proof)
        return refusal ? undefined : true
      },
    )
    if (!proved) throw fieldErrors(refusal ?? { current_password: [STAFF_MESSAGES.currentPasswordWrong] })
  }

  const list = () => admin.listAccounts()
  const accountById = async (id: number) => {
    const account = (await list()).find((s) => s.id === id)
    if (!account) throw notFound()
    return account
  }
  const assertDivisionsExist = async (ids: number[]) => {
    if (!(await admin.divisionsExist(ids)))
      throw fieldErrors({ divisions: ['Choose divisions from the list'] })
  }
  const tokenHashOf = (acting: Acting) => signIn.tokenHash(acting.token)
  /** The divisions open to customers: an officer works at least one (decision 088). */
  const activeDivisionIds = async () =>
    new Set((await admin.listDivisions()).filter((d) => d.active).map((d) => d.id))

  return {
    member: given(db, staffMember),
    mustEnrolTotp,

    /**
     * Signs a member in: their username, password and, with an authenticator app, a code not
     * taken before (issue 32), within the sign-in limits. The answer: a new session's token
     * and who they are.
     */
    async signIn(client: RequestClient, { username, password, totp }: TStaffLogin) {
      let refusal: string = STAFF_MESSAGES.wrongCredentials
      const attempt = { client, account: `staff:${username.toLowerCase()}`, pastAllowance: 'refuse' } as const
      const id = await signIn.withinSignInLimits(attempt, async () => {
        const found = await verifyStaffCredentials(db, box, username, password)
        if (!found) return undefined
        if (!found.totpSecret) return found.id
        // With an authenticator app, the password alone is a failure like any other; so is a
        // code taken before.
        const code = await takeTotpCode(db, found.id, found.totpSecret, totp)
        if (code === 'taken') return found.id
        refusal = TOTP_REFUSALS[code]
        return undefined
      })
      if (id === undefined)
        throw refusal === STAFF_MESSAGES.wrongCredentials
          ? new HttpError(400, refusal)
          : fieldErrors({ totp: [refusal] })
      const member = (await staffMember(db, id))!
      const token = await signIn.staffToken(id)
      return {
        token,
        name: member.name,
        role: member.role,
        divisions: member.divisions,
        totp_enabled: member.totp_enabled,
        totp_enrolment_required: mustEnrolTotp(member),
        password_change_required: member.password_change_required,
      }
    },

    /** Changes the member's own password, with their proof: their other sessions end. */
    async changeOwnPassword(acting: Acting, { new_password: next, ...proof }: TStaffPasswordChange) {
      const { id, username, name } = acting.staff
      if (next === proof.current_password) throw fieldErrors({ new_password: [STAFF_MESSAGES.samePassword] })
      assertStaffPassword(next, [username, name], 'new_password')
      // Last: it takes the authenticator code, which a refused new password would waste.
      await assertProof(acting, proof)
      await changeOwnPassword(db, id, next, tokenHashOf(acting))
    },
    /** Starts setting up an authenticator app (or a new one), with the member's proof: its secret, link and QR code. */
    async startTotpEnrolment(acting: Acting, proof: TStaffProof) {
      await assertProof(acting, proof)
      const secret = await startTotpEnrolment(db, box, acting.staff.id)
      const url = totpUrl(secret, acting.staff.username)
      const png = await QRCode.toBuffer(url, { type: 'png', width: 240, margin: 2 })
      return { secret, otpauth_url: url, qr_code_image: png.toString('base64') }
    },
    /** Confirms the authenticator app with its code: the member's other sessions end. */
    async confirmTotp(acting: Acting, code: string) {
      const outcome = await confirmTotp(db, box, acting.staff.id, code, tokenHashOf(acting))
      if (outcome === 'nothing-pending') throw fieldErrors({ code: [STAFF_MESSAGES.noEnrolment] })
      if (outcome === 'wrong') throw fieldErrors({ code: [STAFF_MESSAGES.totpWrong] })
    },
    /** Turns the authenticator app off, with the member's proof: their other sessions end. */
    async turnOffTotp(acting: Acting, proof: TStaffProof) {
      if (!acting.staff.totp_enabled) throw fieldErrors({ totp: [STAFF_MESSAGES.noTotp] })
      await assertProof(acting, proof)
      await turnOffTotp(db, acting.staff.id, tokenHashOf(acting))
    },
    changesOf: given(db, accountChangesOf),

    // What admins do.
    list,
    /**
     * Creates an account with the first password the admin typed, which the member replaces at
     * the first sign-in (issue 32); with the admin's proof.
     */
    async create(acting: Acting, { current_password, totp, ...account }: TNewStaff) {
      await assertDivisionsExist(account.divisions)
      const open = await activeDivisionIds()
      if (account.role === 'officer' && !account.divisions.some((id) => open.has(id)))
        throw fieldErrors({ divisions: [OFFICER_DIVISION_MISSING] })
      if (await admin.usernameTaken(account.username))
        throw new HttpError(409, `The username ${account.username} is taken.`)
      assertStaffPassword(account.password, [account.username, account.name])
      // Last: it takes the authenticator code, which a refused account would waste.
      await assertProof(acting, { current_password, totp })
      const id = await createStaff(db, {
        ...account,
        divisionIds: account.divisions,
        mustChangePassword: true,
        createdBy: acting.staff.id,
      })
      return accountById(id)
    },
    /**
     * Changes a member's role, divisions or whether the account is active; a role or active
     * change with the admin's proof (the schema asks for it; divisions alone need none). No
     * admin locks themselves out.
     */
    async change(acting: Acting, id: number, { divisions, current_password, totp, ...change }: StaffChange) {
      if (id === acting.staff.id && (change.active === false || change.role === 'officer')) {
        throw new HttpError(409, 'You cannot lock yourself out: ask another admin.')
      }
      if (divisions) await assertDivisionsExist(divisions)
      // An officer works an active division (one hidden from customers gets no new applications).
      // Held to it: what would leave one without, or let one in; an officer left without before
      // the rule can still be deactivated.
      const open = await activeDivisionIds()
      const vet = (account: { role: string; active: boolean; divisions: number[] }) => {
        const after = afterChange(account, change, divisions)
        const heldToIt = divisions !== undefined || change.role !== undefined || change.active === true
        const works = after.divisions.some((id) => open.has(id))
        if (heldToIt && after.active && after.role === 'officer' && !works)
          throw fieldErrors({ divisions: [OFFICER_DIVISION_MISSING] })
      }
      // Before the proof, which may take an authenticator code; again under the account's lock,
      // where two changes at once cannot both pass it.
      vet(await accountById(id))
      if (current_password !== undefined) await assertProof(acting, { current_password, totp })
      if (!(await admin.changeAccount(id, change, acting.staff.id, divisions, vet))) throw notFound()
      if (divisions !== undefined || change.role !== undefined)
        await decisions.releaseOutsideScope({ by: acting.staff, staffId: id })
      return accountById(id)
    },
    /**
     * Sets another member's password, with the admin's proof: their sessions end, and they are
     * told. Never one's own (that needs the current one): a stolen admin session must not set
     * it here and keep the account.
     */
    async resetPassword(
      acting: Acting,
      id: number,
      { new_password: password, ...proof }: TStaffPasswordReset,
    ) {
      if (id === acting.staff.id) throw new HttpError(403, STAFF_MESSAGES.resetOwnPassword)
      const member = await admin.findMember(id)
      if (!member) throw notFound()
      assertStaffPassword(password, [member.username, member.name], 'new_password')
      await assertProof(acting, proof)
      await resetStaffPassword(db, member.id, password, acting.staff.id)
    },
  }
}

/** An account as a change would leave it. */
const afterChange = (
  account: { role: string; active: boolean; divisions: number[] },
  change: { role?: string; active?: boolean },
  divisions?: number[],
) => ({
  role: change.role ?? account.role,
  active: change.active ?? account.active,
  divisions: divisions ?? account.divisions,
})
