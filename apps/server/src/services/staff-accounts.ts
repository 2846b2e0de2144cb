import { hash, verify } from '@node-rs/argon2'
import type { Kysely } from 'kysely'
import type { TStaffSession } from '@portal/domain/staff'
import type { Database, TStaffRole } from '../db/schema'
import { fieldErrors } from '../errors'
import { staffPasswordProblem } from './staff-passwords'

export interface NewStaff {
  username: string
  name: string
  password: string
  role: TStaffRole
  divisionIds?: number[]
}

/** A signed-in staff member as the server holds it: the session the domain describes, less what the config decides. */
export type StaffMember = Omit<TStaffSession, 'totp_enrolment_required'>

/** 400 beside the field when the password breaks the rule (DESIGN.md §5). */
export function assertStaffPassword(password: string, own: string[], field = 'password') {
  const problem = staffPasswordProblem(password, own)
  if (problem) throw fieldErrors({ [field]: [problem] })
}

/** Creates a staff account; the password is kept only as an argon2id hash (salted, slow). */
export async function createStaff(db: Kysely<Database>, staff: NewStaff): Promise<number> {
  assertStaffPassword(staff.password, [staff.username, staff.name])
  const passwordHash = await hash(staff.password)
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('staff')
      .values({
        username: staff.username.toLowerCase(),
        name: staff.name,
        password_hash: passwordHash,
        role: staff.role,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (staff.divisionIds?.length) {
      await trx
        .insertInto('staff_divisions')
        .values(staff.divisionIds.map((division_id) => ({ staff_id: id, division_id })))
        .execute()
    }
    return id
  })
}

// Compared against when the username is unknown, so both cases take as long.
const DUMMY_HASH = hash('not-a-real-password-for-timing')

/** The active staff member with these credentials (and their authenticator's secret), or undefined. */
export async function verifyStaffCredentials(db: Kysely<Database>, username: string, password: string) {
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'password_hash', 'totp_secret'])
    .where('username', '=', username.toLowerCase())
    .where('active', '=', true)
    .executeTakeFirst()
  const matches = await verify(staff?.password_hash ?? (await DUMMY_HASH), password)
  return staff && matches ? { id: staff.id, totpSecret: staff.totp_secret } : undefined
}

/** Sets a member's password and ends their sessions, but `keepTokenHash`'s. */
export async function setStaffPassword(
  db: Kysely<Database>,
  id: number,
  password: string,
  keepTokenHash?: string,
) {
  const passwordHash = await hash(password)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff')
      .set({ password_hash: passwordHash, password_changed_at: new Date() })
      .where('id', '=', id)
      .execute()
    await revokeStaffSessions(trx, id, keepTokenHash)
  })
}

export async function revokeStaffSessions(db: Kysely<Database>, id: number, keepTokenHash?: string) {
  let revoke = db
    .updateTable('staff_tokens')
    .set({ revoked_at: new Date() })
    .where('staff_id', '=', id)
    .where('revoked_at', 'is', null)
  if (keepTokenHash) revoke = revoke.where('token_hash', '!=', keepTokenHash)
  await revoke.execute()
}

export async function staffMember(db: Kysely<Database>, id: number): Promise<StaffMember | undefined> {
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
}

/** On start: the first admin from PORTAL_ADMIN_USERNAME / PORTAL_ADMIN_PASSWORD, if no staff exists yet. */
export async function ensureFirstAdmin(db: Kysely<Database>, username?: string, password?: string) {
  if (!username || !password) return false
  const any = await db.selectFrom('staff').select('id').limit(1).executeTakeFirst()
  if (any) return false
  await createStaff(db, { username, name: 'Administrator', password, role: 'admin' })
  return true
}
