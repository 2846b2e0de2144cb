import { hash, verify } from '@node-rs/argon2'
import type { Kysely } from 'kysely'
import type { Database, TStaffRole } from '../../db/schema'
import { fieldErrors } from '../../errors'
import { staffAccountsRepository, type StaffMember } from '../../repositories/staff-accounts'
import { withTransaction } from '../../repositories/unit-of-work'
import type { SecretBox } from '../secrets/secret-box'
import { staffPasswordProblem } from './staff-passwords'

export interface NewStaff {
  username: string
  name: string
  password: string
  role: TStaffRole
  divisionIds?: number[]
  /**
   * Whether someone else chose the password (an admin in the back office, the environment, the
   * command line): then it is changed at the first sign-in. Asked of every caller, so that no
   * new way to make an account forgets it.
   */
  mustChangePassword: boolean
  /** The admin who made it in the back office: kept in the account's changes. */
  createdBy?: number
}

export type { StaffMember }

/** 400 beside the field when the password breaks the rule (DESIGN.md §5). */
export function assertStaffPassword(password: string, own: string[], field = 'password') {
  const problem = staffPasswordProblem(password, own)
  if (problem) throw fieldErrors({ [field]: [problem] })
}

/** Creates a staff account; the password is kept only as an argon2id hash (salted, slow). */
export async function createStaff(db: Kysely<Database>, staff: NewStaff): Promise<number> {
  assertStaffPassword(staff.password, [staff.username, staff.name])
  const passwordHash = await hash(staff.password)
  return withTransaction(db, async ({ staffAccounts }) => {
    const id = await staffAccounts.insert({ ...staff, passwordHash })
    if (staff.createdBy !== undefined)
      await staffAccounts.recordChange(id, 'account_created', staff.createdBy)
    return id
  })
}

// Compared against when the username is unknown, so both cases take as long.
const DUMMY_HASH = hash('not-a-real-password-for-timing')

/** The active staff member with these credentials (and their authenticator's secret, unsealed), or undefined. */
export async function verifyStaffCredentials(
  db: Kysely<Database>,
  box: SecretBox,
  username: string,
  password: string,
) {
  const staff = await staffAccountsRepository(db).credentialsOf(username)
  const matches = await verify(staff?.password_hash ?? (await DUMMY_HASH), password)
  if (!staff || !matches) return undefined
  return { id: staff.id, totpSecret: staff.totp_secret === null ? null : box.open(staff.totp_secret) }
}

/** The member's own new password: their other sessions end, and they are told. */
export async function changeOwnPassword(
  db: Kysely<Database>,
  id: number,
  password: string,
  keepTokenHash: string,
) {
  const passwordHash = await hash(password)
  await withTransaction(db, async ({ staffAccounts }) => {
    await staffAccounts.setPasswordHash(id, passwordHash, true)
    await staffAccounts.revokeSessions(id, keepTokenHash)
    await staffAccounts.recordChange(id, 'password_changed')
  })
}

/**
 * An admin sets another member's password: every session of theirs ends, they are told who,
 * and they must change it at the next sign-in, as the admin knows it.
 */
export async function resetStaffPassword(
  db: Kysely<Database>,
  id: number,
  password: string,
  adminId: number,
) {
  const passwordHash = await hash(password)
  await withTransaction(db, async ({ staffAccounts }) => {
    await staffAccounts.setPasswordHash(id, passwordHash, false)
    await staffAccounts.revokeSessions(id)
    await staffAccounts.recordChange(id, 'password_reset', adminId)
  })
}

export const staffMember = (db: Kysely<Database>, id: number) => staffAccountsRepository(db).activeMember(id)

/**
 * On start: the first admin from PORTAL_ADMIN_USERNAME / PORTAL_ADMIN_PASSWORD, if no staff
 * exists yet. The password sits in a configuration file (or the README): it is changed at the
 * first sign-in. Once any staff account exists the settings are ignored, and the start says so.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  username?: string,
  password?: string,
): Promise<'created' | 'staff exist' | 'not asked'> {
  if (!username || !password) return 'not asked'
  if (await staffAccountsRepository(db).anyExists()) return 'staff exist'
  try {
    await createStaff(db, {
      username,
      name: 'Administrator',
      password,
      role: 'admin',
      mustChangePassword: true,
    })
  } catch (error) {
    // Instances started together (the compose file's two, the stage's) race to make it: the
    // loser finds it made, and starts, instead of exiting on the unique username.
    if ((error as { code?: string }).code === '23505') return 'staff exist'
    throw error
  }
  return 'created'
}
