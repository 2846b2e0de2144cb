import type { Kysely } from 'kysely'
import type { TStaffAccountChangeKind } from '@portal/domain/staff/accounts'
import type { TStaffSession } from '@portal/domain/staff/sign-in'
import type { Database, TStaffRole } from '../db/schema'

/** A signed-in staff member as the server holds it: the session the domain describes, less what the config decides. */
export type StaffMember = Omit<TStaffSession, 'totp_enrolment_required'>

/** The staff accounts as sign-in and the services read and write them; passwords only as hashes. */
export function staffAccountsRepository(db: Kysely<Database>) {
  return {
    /** A new account and its divisions: the caller's transaction keeps the two together. */
    async insert(staff: {
      username: string
      name: string
      passwordHash: string
      role: TStaffRole
      divisionIds?: number[]
      /** A password someone else chose: changed at the first sign-in. */
      mustChangePassword: boolean
    }) {
      const { id } = await db
        .insertInto('staff')
        .values({
          username: staff.username.toLowerCase(),
          name: staff.name,
          password_hash: staff.passwordHash,
          role: staff.role,
          must_change_password: staff.mustChangePassword,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (staff.divisionIds?.length) {
        await db
          .insertInto('staff_divisions')
          .values(staff.divisionIds.map((division_id) => ({ staff_id: id, division_id })))
          .execute()
      }
      return id
    },

    /** What sign-in checks of an active account, or undefined. */
    credentialsOf: (username: string) =>
      db
        .selectFrom('staff')
        .select(['id', 'password_hash', 'totp_secret'])
        .where('username', '=', username.toLowerCase())
        .where('active', '=', true)
        .executeTakeFirst(),

    /**
     * A new password; `chosen`: the member chose it. One someone else chose (an admin) must be
     * changed at the next sign-in.
     */
    setPasswordHash: (id: number, passwordHash: string, chosen: boolean) =>
      db
        .updateTable('staff')
        .set({
          password_hash: passwordHash,
          password_changed_at: new Date(),
          must_change_password: !chosen,
        })
        .where('id', '=', id)
        .execute(),

    /**
     * Takes an authenticator code's time step, if no code of it or of a later one was taken:
     * one statement, so of two requests with one code only one finds the row still before it.
     */
    claimTotpStep: async (id: number, step: number) =>
      (await db
        .updateTable('staff')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where((row) => row.or([row('totp_last_step', 'is', null), row('totp_last_step', '<', step)]))
        .returning('id')
        .executeTakeFirst()) !== undefined,

    /** Keeps a new authenticator secret (sealed) aside until its first code confirms it. */
    startTotpEnrolment: (id: number, sealedSecret: string) =>
      db.updateTable('staff').set({ totp_pending_secret: sealedSecret }).where('id', '=', id).execute(),

    /** The secret being enrolled, locked until the transaction ends: one confirmation at a time. */
    pendingTotpSecret: async (id: number) =>
      (
        await db
          .selectFrom('staff')
          .select('totp_pending_secret')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirstOrThrow()
      ).totp_pending_secret,

    /** The pending secret becomes the one sign-in asks a code of; `step`, its code's, is taken. */
    confirmTotp: (id: number, step: number) =>
      db
        .updateTable('staff')
        .set((row) => ({
          totp_secret: row.ref('totp_pending_secret'),
          totp_pending_secret: null,
          totp_last_step: step,
        }))
        .where('id', '=', id)
        .execute(),

    turnOffTotp: (id: number) =>
      db
        .updateTable('staff')
        .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
        .where('id', '=', id)
        .execute(),

    /** Keeps what changed, for the member to see; `by`: the admin who did it. */
    recordChange: (id: number, kind: TStaffAccountChangeKind, by?: number) =>
      db
        .insertInto('staff_account_changes')
        .values({ staff_id: id, kind, by_staff_id: by ?? null })
        .execute(),

    /** The latest changes to a member's credentials, newest first, with the admin's name. */
    changesOf: (id: number, limit: number) =>
      db
        .selectFrom('staff_account_changes as change')
        .leftJoin('staff as admin', 'admin.id', 'change.by_staff_id')
        .select(['change.kind', 'change.at', 'admin.name as by'])
        .where('change.staff_id', '=', id)
        .orderBy('change.id', 'desc')
        .limit(limit)
        .execute(),

    /** Ends a member's sessions now, but `keepTokenHash`'s. */
    async revokeSessions(id: number, keepTokenHash?: string) {
      let revoke = db
        .updateTable('staff_tokens')
        .set({ revoked_at: new Date() })
        .where('staff_id', '=', id)
        .where('revoked_at', 'is', null)
      if (keepTokenHash) revoke = revoke.where('token_hash', '!=', keepTokenHash)
      await revoke.execute()
    },

    /** An active member with their divisions, or undefined. */
    async activeMember(id: number): Promise<StaffMember | undefined> {
      const staff = await db
        .selectFrom('staff')
        .select(['id', 'username', 'name', 'role', 'totp_secret', 'must_change_password'])
        .where('id', '=', id)
        .where('active', '=', true)
        .executeTakeFirst()
      if (!staff) return undefined
      const divisions = await db
        .selectFrom('staff_divisions')
        .select('division_id')
        .where('staff_id', '=', id)
        .execute()
      const { totp_secret: secret, must_change_password: mustChange, ...member } = staff
      return {
        ...member,
        divisions: divisions.map((d) => d.division_id),
        totp_enabled: secret !== null,
        password_change_required: mustChange,
      }
    },

    /** Every authenticator secret kept, to seal those still plain (services/secrets/stored-secrets.ts). */
    keptTotpSecrets: () =>
      db
        .selectFrom('staff')
        .select(['id', 'totp_secret', 'totp_pending_secret'])
        .where((row) =>
          row.or([row('totp_secret', 'is not', null), row('totp_pending_secret', 'is not', null)]),
        )
        .execute(),

    /** Replaces a kept secret with its sealed form, unless it changed meanwhile. */
    replaceTotpSecret: async (
      id: number,
      column: 'totp_secret' | 'totp_pending_secret',
      was: string,
      sealed: string,
    ) =>
      (
        await db
          .updateTable('staff')
          .set({ [column]: sealed })
          .where('id', '=', id)
          .where(column, '=', was)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,

    anyExists: async () =>
      (await db.selectFrom('staff').select('id').limit(1).executeTakeFirst()) !== undefined,
  }
}

export type StaffAccountsRepository = ReturnType<typeof staffAccountsRepository>
