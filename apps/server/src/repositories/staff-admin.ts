import type { Kysely } from 'kysely'
import type { TStaffRole } from '@portal/domain/staff/accounts'
import type { Database } from '../db/schema'
import { staffAccountsRepository } from './staff-accounts'

interface AccountChange {
  name?: string
  role?: TStaffRole
  active?: boolean
}

const DIVISION_COLUMNS = ['id', 'name', 'name_dz', 'active'] as const

/** A unique violation as which name it is: the Dzongkha one has its own index (migration 026). */
const whenNameTaken = (error: { code?: string; constraint?: string }) => {
  if (error.code !== '23505') throw error
  return error.constraint === 'divisions_name_dz_key' ? ('name-dz-taken' as const) : ('name-taken' as const)
}

/** What admins keep: the staff accounts, their divisions, and the divisions list itself. */
export function staffAdminRepository(db: Kysely<Database>) {
  return {
    /** Every account with the ids of its divisions, by username. */
    async listAccounts() {
      const staff = await db
        .selectFrom('staff')
        .select(['id', 'username', 'name', 'role', 'active'])
        .orderBy('username')
        .execute()
      const links = await db.selectFrom('staff_divisions').selectAll().execute()
      return staff.map((s) => ({
        ...s,
        divisions: links.filter((l) => l.staff_id === s.id).map((l) => l.division_id),
      }))
    },

    /** Whether every one of these division ids exists. */
    async divisionsExist(ids: number[]) {
      if (ids.length === 0) return true
      const found = await db.selectFrom('divisions').select('id').where('id', 'in', ids).execute()
      return found.length === new Set(ids).size
    },

    usernameTaken: async (username: string) =>
      (await db.selectFrom('staff').select('id').where('username', '=', username).executeTakeFirst()) !==
      undefined,

    findMember: (id: number) =>
      db.selectFrom('staff').select(['id', 'username', 'name']).where('id', '=', id).executeTakeFirst(),

    /**
     * Changes an account and, when given, replaces its divisions, in one transaction; a
     * deactivated account's sessions end now, not when their tokens expire. A change of role or
     * of active state is kept in the account's changes, with `by`, the admin who made it.
     * `vet` sees the account as it is, under its lock, and may throw to change nothing. False:
     * no such account.
     */
    changeAccount: (
      id: number,
      change: AccountChange,
      by: number,
      divisions?: number[],
      vet?: (account: { role: string; active: boolean; divisions: number[] }) => void,
    ) =>
      db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('staff')
          .select(['role', 'active'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst()
        if (!found) return false
        const worked = await trx
          .selectFrom('staff_divisions')
          .select('division_id')
          .where('staff_id', '=', id)
          .execute()
        vet?.({ ...found, divisions: worked.map((row) => row.division_id) })
        if (Object.keys(change).length)
          await trx.updateTable('staff').set(change).where('id', '=', id).execute()
        const changes = staffAccountsRepository(trx)
        if (change.role !== undefined && change.role !== found.role)
          await changes.recordChange(id, change.role === 'admin' ? 'made_admin' : 'made_officer', by)
        if (change.active !== undefined && change.active !== found.active)
          await changes.recordChange(id, change.active ? 'reactivated' : 'deactivated', by)
        if (divisions) {
          await trx.deleteFrom('staff_divisions').where('staff_id', '=', id).execute()
          if (divisions.length)
            await trx
              .insertInto('staff_divisions')
              .values(divisions.map((division_id) => ({ staff_id: id, division_id })))
              .execute()
        }
        if (change.active === false) await changes.revokeSessions(id)
        return true
      }),

    listDivisions: () => db.selectFrom('divisions').select(DIVISION_COLUMNS).orderBy('name').execute(),

    /**
     * The new division; undefined when one of that name exists; 'name-dz-taken' when one
     * has its Dzongkha name.
     */
    addDivision: (division: { name: string; name_dz?: string | null; active?: boolean }) =>
      db
        .insertInto('divisions')
        .values(division)
        .onConflict((c) => c.column('name').doNothing())
        .returning(DIVISION_COLUMNS)
        .executeTakeFirst()
        .catch(whenNameTaken),

    /**
     * The changed division; undefined when there is none; 'name-taken' or 'name-dz-taken'
     * when another has that name or that Dzongkha name.
     */
    changeDivision: (id: number, change: { name?: string; name_dz?: string | null; active?: boolean }) =>
      db
        .updateTable('divisions')
        .set(change)
        .where('id', '=', id)
        .returning(DIVISION_COLUMNS)
        .executeTakeFirst()
        .catch(whenNameTaken),
  }
}

export type StaffAdminRepository = ReturnType<typeof staffAdminRepository>
