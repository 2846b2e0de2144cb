#!/usr/bin/env node
/**
 * Hand-written mutants of every ownership, scope, role and state check (issue 13): each guard
 * is taken out of the source, the suites that guard it run, and the source is put back. Every
 * mutant must be killed. StrykerJS mutates everything but takes hours and credits tests
 * wrongly (decision 034); this takes minutes and tells which test stands behind each guard.
 *
 *   node scripts/guard-mutants.mjs --tree DIR [--only REGEX]
 *
 * It changes files under DIR while it runs: give it a checkout of its own (decision 034).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const args = process.argv.slice(2)
const tree = args.includes('--tree') ? args[args.indexOf('--tree') + 1] : undefined
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
if (!tree) throw new Error('Give a checkout of its own: --tree DIR')

const SERVER = 'apps/server/src/'
const GUARD_TESTS = [
  'all-forms',
  'accounts',
  'sign-in-codes',
  'costly-work',
  'deadlines',
  'ownership',
  'staff-security',
  'admin',
  'staff',
  'message-centre',
  'receipts',
  'applications',
  'application-life',
  'assignment-and-notes',
  'staff-reports',
  'customers',
  'token-header',
].map((name) => `apps/server/test/${name}.test.ts`)

/** [name, file, what the guard says, what the mutant says instead]. */
const GUARDS = [
  // Ownership: a customer's own applications, messages and documents only.
  [
    'own applications',
    'repositories/customer-applications.ts',
    ".where('applications.customer_cid', '=', cid)",
    '',
  ],
  [
    'own receipt code',
    'repositories/customer-applications.ts',
    ".where('customer_cid', '=', cid)\n        .where('receipt_code'",
    ".where('receipt_code'",
  ],
  [
    'own messages listed',
    'repositories/customer-messages.ts',
    ".where('customer_cid', '=', cid)\n        .orderBy",
    '.orderBy',
  ],
  [
    'own message marked read',
    'repositories/customer-messages.ts',
    ".where('id', '=', id)\n        .where('customer_cid', '=', cid)",
    ".where('id', '=', id)",
  ],
  [
    'own power clearance referred to',
    'services/clearance-check.ts',
    ".where('customer_cid', '=', customerCid)\n",
    '',
  ],
  [
    'own storage quota',
    'services/applications.ts',
    ".where('applications.customer_cid', '=', customerCid)\n",
    '',
  ],
  [
    'own sessions revoked on a new mobile',
    'services/mobile-change.ts',
    ".where('customer_cid', '=', customer.cid)\n",
    '',
  ],
  // Scope: an officer works their divisions' applications; only an admin sees all.
  ['officer scope', 'services/staff-scope.ts', "if (staff.role === 'admin') return query", 'return query'],
  [
    'officer of no division sees none',
    'services/staff-scope.ts',
    "if (staff.role === 'admin') return query",
    "if (staff.role === 'admin' || !staff.divisions.length) return query",
  ],
  [
    'inbox in scope',
    'services/staff-inbox.ts',
    "withinScope(db.selectFrom('applications') as Matching, staff)",
    "(db.selectFrom('applications') as Matching)",
  ],
  [
    'dashboard in scope',
    'services/staff-dashboard.ts',
    "withinScope(db.selectFrom('applications'), staff)",
    "db.selectFrom('applications')",
  ],
  [
    'an officer assigns only themself',
    'services/assignments.ts',
    'if (staffId !== null && staffId !== staff.id) throw',
    'if (false) throw',
  ],
  [
    "an officer takes no one else's",
    'services/assignments.ts',
    'if (current !== null && current !== staff.id) {',
    'if (false) {',
  ],
  [
    'assignee works the division',
    'services/assignments.ts',
    "(assignee.role !== 'admin' && !assignee.divisions.includes(application.division_id))",
    'false',
  ],
  // A document reached by its own id: the route answers 404 where the scoped read finds nothing.
  [
    'own attachment sent',
    'routes/attachments.ts',
    'if (!attachment) throw notFound()',
    'if (false) throw notFound()',
  ],
  [
    'staff attachment sent',
    'routes/staff.ts',
    'if (!attachment) throw notFound()',
    'if (false) throw notFound()',
  ],
  ['admin only', 'plugins/staff-auth.ts', "if (request.staff.role !== 'admin') throw", 'if (false) throw'],
  // State: a step only from the states it may start from.
  [
    'a step from its states only',
    'services/application-steps.ts',
    'if (refusal) throw new HttpError(409, refusal)',
    '',
  ],
]

/** Every route's sign-in hook, one mutant each: the route without it. */
function hookMutants() {
  const hooks = []
  for (const file of [
    'accounts',
    'admin',
    'attachments',
    'customers',
    'deadlines',
    'letters',
    'notifications',
    'services',
    'staff-reports',
    'staff-workflow',
    'staff',
    'tickets',
  ]) {
    const source = readFileSync(path.join(tree, SERVER, 'routes', `${file}.ts`), 'utf8')
    const pattern = /onRequest: app\.require\w+,\n/g
    let match
    while ((match = pattern.exec(source))) {
      const line = source.slice(0, match.index).split('\n').length
      hooks.push([`${file}.ts:${line} ${match[0].trim()}`, `routes/${file}.ts`, match.index, match[0].length])
    }
  }
  return hooks
}

const vitest = (files) =>
  spawnSync('npx', ['vitest', 'run', '--config', 'vitest.mutate.config.ts', '--bail', '1', ...files], {
    cwd: tree,
    encoding: 'utf8',
    timeout: 600_000,
    env: process.env,
  })

const mutants = [
  ...GUARDS.map(([name, file, guard, instead]) => {
    const source = readFileSync(path.join(tree, SERVER, file), 'utf8')
    const at = source.indexOf(guard)
    if (at < 0 || source.indexOf(guard, at + 1) >= 0) throw new Error(`${file}: "${guard}" must occur once`)
    return {
      name,
      file,
      mutate: () => source.slice(0, at) + instead + source.slice(at + guard.length),
      source,
    }
  }),
  ...hookMutants().map(([name, file, at, length]) => {
    const source = readFileSync(path.join(tree, SERVER, file), 'utf8')
    return { name, file, mutate: () => source.slice(0, at) + source.slice(at + length), source }
  }),
].filter((m) => !only || new RegExp(only).test(m.name))

const baseline = vitest(GUARD_TESTS)
if (baseline.status !== 0)
  throw new Error(`The guard tests fail without any mutant:\n${baseline.stdout.slice(-2000)}`)

// Stopped midway, the checkout gets its source back: a mutant left in it would be read as the source next time.
let applied
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (applied) writeFileSync(applied.file, applied.source)
    process.exit(130)
  })

const survivors = []
for (const mutant of mutants) {
  const file = path.join(tree, SERVER, mutant.file)
  applied = { file, source: mutant.source }
  writeFileSync(file, mutant.mutate())
  let run
  try {
    run = vitest(GUARD_TESTS)
  } finally {
    writeFileSync(file, mutant.source)
    applied = undefined
  }
  const failed = /FAIL .*?test\/([\w-]+\.test\.ts)/.exec(run.stdout)?.[1]
  const verdict = run.error ? 'Timeout' : run.status === 0 ? 'Survived' : 'Killed'
  if (verdict === 'Survived') survivors.push(mutant.name)
  console.log(`${verdict.padEnd(8)} ${mutant.name}${failed ? `  (${failed})` : ''}`)
}
console.log(`${mutants.length} guard mutants, ${survivors.length} survived`)
process.exit(survivors.length ? 1 : 0)
