// npm run staff -- create <username> --name "Full Name" --role officer|admin [--divisions "ESD Thimphu,ESD Paro": an officer needs one]
// The password comes from STAFF_PASSWORD, or is read from standard input (never from the command line).
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { OFFICER_DIVISION_MISSING, STAFF_ROLES, type TStaffRole } from '@portal/domain/staff/accounts'
import { loadConfig } from '../config'
import { DataDirLockedError } from '../db/data-dir-lock'
import { openConfiguredDatabase } from '../db/open'
import { makeNewFilesPrivate } from '../files/private-data-dir'
import { createStaff } from '../services/staff-accounts/staff-accounts'

makeNewFilesPrivate()

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    role: { type: 'string', default: 'officer' },
    divisions: { type: 'string', default: '' },
  },
})
const [command, username] = positionals
if (
  command !== 'create' ||
  !username ||
  !values.name ||
  !(STAFF_ROLES as readonly string[]).includes(values.role!)
) {
  console.error(
    'Usage: npm run staff -- create <username> --name "Full Name" --role officer|admin [--divisions "ESD Thimphu,ESD Paro": an officer needs one]',
  )
  process.exit(2)
}

// Before the password is asked: an officer works at least one division.
if (values.role === 'officer' && !values.divisions!.trim()) {
  console.error(`${OFFICER_DIVISION_MISSING} Name them with --divisions "ESD Thimphu,ESD Paro".`)
  process.exit(2)
}

async function readPassword() {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false })
  const password = await lines.question('Password (at least 12 characters): ')
  lines.close()
  return password.trim()
}

/**
 * The embedded database takes one process at a time: beside a running portal the command is
 * refused in the lock's own words, then told what to do instead, without a stack trace.
 */
async function openDatabase() {
  try {
    return await openConfiguredDatabase(loadConfig())
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(error.message)
    console.error(
      'With the embedded database the staff command runs only while the portal is stopped; while it runs, an admin creates accounts in the back office (Staff and divisions › New staff account).',
    )
    process.exit(1)
  }
}

const password = await readPassword()
const database = await openDatabase()
try {
  const names = values
    .divisions!.split(',')
    .map((n) => n.trim())
    .filter(Boolean)
  const divisions = names.length
    ? await database.db.selectFrom('divisions').select(['id', 'name']).where('name', 'in', names).execute()
    : []
  const unknown = names.filter((n) => !divisions.some((d) => d.name === n))
  if (unknown.length) throw new Error(`No such division: ${unknown.join(', ')}`)
  const id = await createStaff(database.db, {
    username,
    name: values.name,
    password,
    role: values.role as TStaffRole,
    divisionIds: divisions.map((d) => d.id),
    // Typed by whoever ran the command, not the member: changed at the first sign-in.
    mustChangePassword: true,
  })
  console.log(
    `Created ${values.role} ${username} (id ${id})${names.length ? ` for ${names.join(', ')}` : ''}: the password is changed at the first sign-in.`,
  )
} catch (error) {
  console.error(`Could not create the account: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await database.close()
}
