import type { Kysely } from 'kysely'
import type { TStaffSession } from '@portal/domain/staff'
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
    }) {
      const { id } = await db
        .insertInto('staff')
        .values({
          username: staff.username.toLowerCase(),
          name: staff.name,
          password_hash: staff.passwordHash,
          role: staff.role,
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

    setPasswordHash: (id: number, passwordHash: string) =>
      db
        .updateTable('staff')
        .set({ password_hash: passwordHash, password_changed_at: new Date() })
        .where('id', '=', id)
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
        .select(['id', 'username', 'name', 'role', 'totp_secret'])
        .where('id', '=', id)
        .where('active', '=', true)
        .executeTakeFirst()
      if (!staff) return undefined
      const divisions = await db
        .selectFrom('staff_divisions')
        .select('division_id')
        .where('staff_id', '=', id)
        .execute()
      const { totp_secret: secret, ...member } = staff
      return { ...member, divisions: divisions.map((d) => d.division_id), totp_enabled: secret !== null }
    },

    anyExists: async () =>
      (await db.selectFrom('staff').select('id').limit(1).executeTakeFirst()) !== undefined,
  }
}

export type StaffAccountsRepository = ReturnType<typeof staffAccountsRepository>
