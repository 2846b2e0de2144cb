// Issue 48's national morning: N customers (--customers, 10,000) through the staged deployment
// (npm run stage: Caddy, two production instances, s3rver, an SMSC, a mail server), each
// registering and signing in with codes read from the SMSC's record, filing one of the fifteen
// forms with a ~300 KB document, reading the ticket list and, once decided, downloading the
// letter; 20 officers deciding as they go, each decision an SMS and an email. In the middle, the
// customers still coming: a release of a new build, kill -9 of an instance with uploads in
// flight, and a 10 s restart of PostgreSQL. The bench brings up its own PostgreSQL cluster
// (port 5499, bench/national/private-postgres.ts) and its own stage, and takes both down at
// the end; it prints its figures beside the targets and exits 1 when one is missed.
// Flags: bench/national/options.ts. docs/deploy.md, "A national morning".
import { execFileSync, spawnSync } from 'node:child_process'
import path from 'node:path'
import { ROOT } from '../stage/layout'
import { morning } from './national/morning'
import { optionsFrom } from './national/options'
import { privatePostgres } from './national/private-postgres'
import { report } from './national/report'
import { stageCommand, stageRuns } from './national/stage-control'

const options = optionsFrom(process.argv)
if (stageRuns()) {
  console.error('A stage runs already: the morning brings up its own. npm run stage -- down, then again.')
  process.exit(1)
}
const say = (line: string) => console.log(`  ${line}`)
const commit = execFileSync('git', ['describe', '--always'], { cwd: ROOT, encoding: 'utf8' }).trim()
const release = `${commit}+national-${new Date().toISOString().slice(11, 19).replaceAll(':', '')}`

console.log(`A private PostgreSQL on port ${options.postgresPort}, then the stage on it:`)
const cluster = await privatePostgres(options.postgresPort)
try {
  const up = await stageCommand('up', { ...process.env, STAGE_POSTGRES_URL: cluster.adminUrl }, say)
  if (up !== 0) throw new Error('the stage did not start')
  console.log(`The morning: ${options.customers} customers, the release to be ${release}…`)
  const { text, met } = report(await morning(options, cluster, release))
  console.log(text)
  process.exitCode = met ? 0 : 1
} finally {
  console.log('Taking the stage and the cluster down, and building the server back to its commit:')
  await stageCommand('down', process.env, say)
  await cluster.remove()
  spawnSync(process.execPath, [path.join(ROOT, 'apps', 'server', 'build.mjs')], {
    cwd: ROOT,
    stdio: 'ignore',
  })
}
