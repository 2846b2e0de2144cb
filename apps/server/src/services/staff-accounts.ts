import { hash, verify } from '@node-rs/argon2'
import type { Kysely } from 'kysely'
import type { Database, TStaffRole } from '../db/schema'

export interface NewStaff {
  username: string
  name: string
  password: string
  role: TStaffRole
  divisionIds?: number[]
}

export interface StaffMember {
  id: number
  username: string
  name: string
  role: TStaffRole
  /** The divisions an officer works; an admin works all. */
  divisions: number[]
}

export const MIN_STAFF_PASSWORD_LENGTH = 10

/** Creates a staff account; the password is kept only as an argon2id hash (salted, slow). */
export async function createStaff(db: Kysely<Database>, staff: NewStaff): Promise<number> {
  if (staff.password.length < MIN_STAFF_PASSWORD_LENGTH) {
    throw new Error(`A staff password needs at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`)
  }
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

/** The active staff member with these credentials, or undefined. */
export async function verifyStaffCredentials(db: Kysely<Database>, username: string, password: string) {
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'password_hash'])
    .where('username', '=', username.toLowerCase())
    .where('active', '=', true)
    .executeTakeFirst()
  const matches = await verify(staff?.password_hash ?? (await DUMMY_HASH), password)
  return staff && matches ? staff.id : undefined
}

export async function staffMember(db: Kysely<Database>, id: number): Promise<StaffMember | undefined> {
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'username', 'name', 'role'])
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst()
  if (!staff) return undefined
  const divisions = await db
    .selectFrom('staff_divisions')
    .select('division_id')
    .where('staff_id', '=', id)
    .execute()
  return { ...staff, divisions: divisions.map((d) => d.division_id) }
}

/** On start: the first admin from PORTAL_ADMIN_USERNAME / PORTAL_ADMIN_PASSWORD, if no staff exists yet. */
export async function ensureFirstAdmin(db: Kysely<Database>, username?: string, password?: string) {
  if (!username || !password) return false
  const any = await db.selectFrom('staff').select('id').limit(1).executeTakeFirst()
  if (any) return false
  await createStaff(db, { username, name: 'Administrator', password, role: 'admin' })
  return true
}
