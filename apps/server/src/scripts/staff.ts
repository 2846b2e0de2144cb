// npm run staff -- create <username> --name "Full Name" --role officer|admin [--divisions "ESD Thimphu,ESD Paro"]
// The password comes from STAFF_PASSWORD, or is read from standard input (never from the command line).
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { STAFF_ROLES, type TStaffRole } from '@portal/domain/staff'
import { loadConfig } from '../config'
import { openConfiguredDatabase } from '../db/open'
import { makeNewFilesPrivate } from '../files/private-data-dir'
import { createStaff } from '../services/staff-accounts'

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
    'Usage: npm run staff -- create <username> --name "Full Name" --role officer|admin [--divisions "ESD Thimphu,ESD Paro"]',
  )
  process.exit(2)
}

async function readPassword() {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false })
  const password = await lines.question('Password (at least 12 characters): ')
  lines.close()
  return password.trim()
}

const password = await readPassword()
const database = await openConfiguredDatabase(loadConfig())
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
