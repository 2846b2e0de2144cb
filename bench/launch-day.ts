// Launch day (issue 31): 2,000 customers behind four carrier addresses (127.0.0.2–5) register
// with a code read from the development inbox, sign in, file a power clearance with a 300 KB
// document and read their tickets, 50 at a time, while an attacker on the same addresses
// guesses at one account, aims code requests at one victim's number and starts registrations
// it never finishes; then the victim signs in. Issue 45's two attackers run alongside until the
// customers are done: one SIM signing in to its own account again and again, and made-up
// registrations from five addresses of their own (127.0.1.1–5), at the default SMS_PER_HOUR.
// Each run is the built portal on a fresh database: embedded and PostgreSQL, with the attackers
// and without. Prints the figures beside the issues' targets, "Every target met." or the targets
// missed; exits non-zero only when the bench itself fails.
//
//   npm run launch --workspace @portal/bench -- --customers=40      a smoke run, seconds
//   flags (or env): --customers (LAUNCH_CUSTOMERS, 2000), --concurrency (LAUNCH_CONCURRENCY, 50),
//   --attacker=both|on|off (LAUNCH_ATTACKER, both), --attacker-solves (LAUNCH_ATTACKER_SOLVES=1),
//   --databases=embedded,postgres (LAUNCH_DATABASES), --minutes (LAUNCH_MINUTES, 15: no customer
//   starts after it), BENCH_DATABASE_URL (a PostgreSQL server; a database is made and dropped).
// Needs `npm run build`. Other variables in the environment (SMS_PER_HOUR…) reach the portal.
import { parseArgs } from 'node:util'
import { MAX_CUSTOMERS } from './launch/people'
import { report } from './launch/report'
import { run } from './launch/run'
import type { Store } from './launch/portal'

const { values: flags } = parseArgs({
  options: {
    customers: { type: 'string' },
    concurrency: { type: 'string' },
    attacker: { type: 'string' },
    'attacker-solves': { type: 'boolean' },
    databases: { type: 'string' },
    minutes: { type: 'string' },
  },
})

function count(name: string, value: string | undefined, fallback: number, max = Infinity) {
  const parsed = Number(value ?? fallback)
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max)
    throw new Error(`--${name} must be a whole number from 1 to ${max}`)
  return parsed
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) throw new Error(`--${name} must be one of ${allowed.join(', ')}`)
  return value as T
}

const env = process.env
const customers = count('customers', flags.customers ?? env.LAUNCH_CUSTOMERS, 2_000, MAX_CUSTOMERS)
const concurrency = count('concurrency', flags.concurrency ?? env.LAUNCH_CONCURRENCY, 50)
const deadlineMinutes = count('minutes', flags.minutes ?? env.LAUNCH_MINUTES, 15)
const attackers = { both: [true, false], on: [true], off: [false] }[
  oneOf('attacker', flags.attacker ?? env.LAUNCH_ATTACKER ?? 'both', ['both', 'on', 'off'] as const)
]
const attackerSolves = flags['attacker-solves'] ?? env.LAUNCH_ATTACKER_SOLVES === '1'
const serverUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const stores: Store[] = (flags.databases ?? env.LAUNCH_DATABASES ?? 'embedded,postgres')
  .split(',')
  .map((name) => oneOf('databases', name.trim(), ['embedded', 'postgres'] as const))
  .map((kind) => (kind === 'embedded' ? { kind } : { kind, serverUrl }))

for (const store of stores)
  for (const attacker of attackers)
    console.log(
      report(await run({ store, customers, concurrency, attacker, attackerSolves, deadlineMinutes })),
    )
