// npm run stage [-- up | down | status | release]: the deployment recipe's topology on this machine as
// separate processes (docs/deploy.md, "The stage"; decision 082).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  DATABASE_NAME,
  INSTANCES,
  logOf,
  MAILBOX,
  paths,
  portsFrom,
  postgresAdminUrl,
  ROOT,
  SMS_RECORD,
  STATE_DIR,
  type TPart,
} from './layout'
import { copyBuild } from './builds'
import { databaseProblems, packageProblems, portProblems, stageDatabaseExists } from './preflight'
import { signal, sleep, stageProcesses } from './processes'
import { readRunning } from './instances'
import { release } from './release'
import { CADDY_ROOT_CERT, missingFromStage, networkAddress, newSecrets, portalSettings } from './settings'
import { onDatabase, startStage } from './start'
import { StageError } from './waiting'

interface TManifest {
  id: string
  startedAt: string
  ports: Record<TPart, number>
  publicUrl: string
  databaseUrl: string
  adminUrl: string
}

const NODE_PARTS = ['s3', 'smsc', 'smtp'] as const
const ALL_PARTS = ['proxy', 'supervisor', ...INSTANCES, ...NODE_PARTS]
/** The order `down` stops in: the proxy, then the instances (drained), then what they used. */
const STOP_GROUPS = [['proxy'], ['supervisor', ...INSTANCES], [...NODE_PARTS]]

/** A path as the reader of the summary types it, from the repository's root. */
const relative = (file: string) => path.relative(ROOT, file)

const readManifest = (): TManifest | undefined =>
  existsSync(paths.manifest) ? (JSON.parse(readFileSync(paths.manifest, 'utf8')) as TManifest) : undefined

/** The parts a crash took, named after those still running. */
function deadParts(live: { part: string }[]) {
  const dead = ALL_PARTS.filter((part) => !live.some((running) => running.part === part))
  return dead.length > 0 ? `; not running: ${dead.join(', ')}` : ''
}

/** A stage already here, running or crashed, is a reason to refuse, with what to do. */
function refuseIfThere() {
  const manifest = readManifest()
  if (!manifest) {
    const orphans = stageProcesses()
    if (orphans.length === 0) return
    throw new StageError(
      `A stage whose run folder is lost still runs (${[...new Map(orphans.map(({ part, pid }) => [part, pid]))].map(([part, pid]) => `${part} ${pid}`).join(', ')}): npm run stage -- down stops it.`,
    )
  }
  const live = stageProcesses(manifest.id)
  if (live.length === 0)
    throw new StageError(
      `A stage that stopped without \`down\` (a crash?) left ${paths.run} behind: npm run stage -- down clears it.`,
    )
  const running = live.map(({ part, pid }) => `${part} ${pid}`).join(', ')
  throw new StageError(
    `A stage is running already (since ${manifest.startedAt}: ${running}${deadParts(live)}).\nIts portal: https://localhost:${manifest.ports.proxy}/ — npm run stage -- down stops it.`,
  )
}

/** Every reason not to start, each with what to do, all at once. */
async function problemsBefore(
  ports: Record<TPart, number>,
  settings: Record<string, string>,
  publicHost?: string,
) {
  const noAddress =
    'this machine has no network address for PUBLIC_URL (production refuses a loopback one): give STAGE_PUBLIC_HOST'
  return [
    ...packageProblems(),
    ...(publicHost ? [] : [noAddress]),
    ...missingFromStage(settings).map(
      (name) => `deploy/portal.env.example names ${name}, which the stage does not set (stage/settings.ts)`,
    ),
    ...(await portProblems(ports)),
    ...(await databaseProblems(process.env)),
  ]
}

/** A new state folder: logs and records are this run's (down keeps them for reading afterwards). */
function freshState(manifest: TManifest) {
  // The last run's logs and records are evidence (of a crash, say): kept one start more.
  rmSync(paths.previous, { recursive: true, force: true })
  mkdirSync(paths.previous, { recursive: true, mode: 0o700 })
  for (const folder of [paths.logs, paths.records])
    if (existsSync(folder)) renameSync(folder, path.join(paths.previous, path.basename(folder)))
  for (const folder of [paths.data, paths.tls, paths.builds]) rmSync(folder, { recursive: true, force: true })
  for (const folder of [STATE_DIR, paths.run, paths.logs, paths.records, paths.data, paths.tls])
    mkdirSync(folder, { recursive: true, mode: 0o700 })
  writeFileSync(paths.manifest, JSON.stringify(manifest, null, 2))
}

async function up() {
  refuseIfThere()
  // As npm start does: a build older than its sources is built again (not while a stage runs).
  const ensureBuilt = path.join(ROOT, 'scripts', 'ensure-built.mjs')
  if (spawnSync(process.execPath, [ensureBuilt], { stdio: 'inherit' }).status !== 0)
    throw new StageError('The build failed: npm run build says why.')
  const ports = portsFrom(process.env)
  const publicHost = networkAddress(process.env)
  const adminUrl = postgresAdminUrl(process.env)
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${DATABASE_NAME}` }).href
  const settings = portalSettings(ports, publicHost ?? 'unset', newSecrets(), databaseUrl)
  const problems = await problemsBefore(ports, settings, publicHost)
  if (problems.length > 0)
    throw new StageError(`The stage cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)

  const id = randomBytes(8).toString('hex')
  const publicUrl = settings.PUBLIC_URL!
  freshState({ id, startedAt: new Date().toISOString(), ports, publicUrl, databaseUrl, adminUrl })
  copyBuild()
  try {
    await startStage({ id, ports, settings, adminUrl, publicHost: publicHost! })
  } catch (error) {
    console.error(`${(error as Error).message}\nTaking down what had started…`)
    await down()
    throw new StageError('The stage did not start.')
  }
  console.log(summary(ports, publicUrl, databaseUrl))
}

function summary(ports: Record<TPart, number>, publicUrl: string, databaseUrl: string) {
  return [
    `The stage runs: https://localhost:${ports.proxy}/ (PUBLIC_URL ${publicUrl}; TLS by Caddy's own CA)`,
    `  curl --cacert ${relative(CADDY_ROOT_CERT)} https://localhost:${ports.proxy}/api/ready/`,
    `  first admin: admin, password in ${relative(paths.portalEnv)} (PORTAL_ADMIN_PASSWORD)`,
    '  logs:',
    ...['proxy', 'supervisor', ...INSTANCES, 'migrate', ...NODE_PARTS].map(
      (part) => `    ${part.padEnd(10)} ${relative(logOf(part))}`,
    ),
    `  SMS received (SMSC, smpps://127.0.0.1:${ports.smsc}): ${relative(SMS_RECORD)}`,
    `  mail received (SMTP, 127.0.0.1:${ports.smtp}): ${relative(MAILBOX)}`,
    `  database: ${databaseUrl}; documents: s3rver at http://127.0.0.1:${ports.s3}`,
    'Stop it with: npm run stage -- down',
  ].join('\n')
}

async function down() {
  const manifest = readManifest()
  // Known by what each process carries, not by pid files: a run folder lost still leaves the
  // processes this checkout's (its home, its part) and the database its name.
  const running = () => stageProcesses(manifest?.id)
  const adminUrl = manifest?.adminUrl ?? postgresAdminUrl(process.env)
  if (!manifest && running().length === 0 && !(await stageDatabaseExists(adminUrl).catch(() => false))) {
    console.log('No stage to take down: no process of it runs, and no database of it is left.')
    return
  }
  for (const group of STOP_GROUPS) {
    const pids = running()
      .filter(({ part }) => group.includes(part))
      .map(({ pid }) => pid)
    pids.forEach((pid) => signal(pid, 'SIGTERM'))
    const stillUp = () => running().some(({ pid }) => pids.includes(pid))
    // The instances drain for up to SHUTDOWN_GRACE_SECONDS (25).
    const deadline = Date.now() + (group.includes('supervisor') ? 35_000 : 10_000)
    while (stillUp() && Date.now() < deadline) await sleep(200)
  }
  // Whatever is left (a part that did not stop, a process of an unknown part).
  const left = running().map(({ pid }) => pid)
  left.forEach((pid) => signal(pid, 'SIGKILL'))
  if (left.length > 0) console.log(`Killed ${left.length} process(es) that did not stop: ${left.join(', ')}`)
  try {
    await onDatabase(adminUrl, `DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`)
  } catch (error) {
    console.error(`Could not drop the database ${DATABASE_NAME}: ${(error as Error).message}`)
    process.exitCode = 1
  }
  for (const made of [paths.run, paths.data, paths.tls, paths.builds, paths.portalEnv])
    rmSync(made, { recursive: true, force: true })
  const stillThere = running().map(({ pid }) => pid)
  console.log(
    stillThere.length > 0
      ? `Still running: ${stillThere.join(', ')}`
      : `The stage is down: no process left, database ${DATABASE_NAME} dropped. Logs and records stay in ${relative(STATE_DIR)}/ until the next start, which keeps them in ${relative(paths.previous)}/.`,
  )
}

function status() {
  const manifest = readManifest()
  const live = new Map(stageProcesses(manifest?.id).map(({ part, pid }) => [part, pid]))
  if (!manifest && live.size === 0) return console.log('No stage is running.')
  const portsOf = (part: string) =>
    readRunning()
      .filter((process) => process.instance === part)
      .map(({ port }) => `, port ${port}`)
      .join('')
  console.log(
    manifest
      ? `The stage since ${manifest.startedAt}: https://localhost:${manifest.ports.proxy}/`
      : `A stage whose run folder (${relative(paths.run)}) is lost still runs: npm run stage -- down stops it.`,
  )
  for (const part of ALL_PARTS)
    console.log(
      `  ${part.padEnd(10)} ${live.has(part) ? `running, pid ${live.get(part)}${portsOf(part)}` : 'not running'}`,
    )
}

/** The built portal rolled through the running instances, one at a time (stage/release.ts). */
async function releaseBuild() {
  const manifest = readManifest()
  if (!manifest || stageProcesses(manifest.id).length === 0)
    throw new StageError('No stage is running: npm run stage first.')
  await release(manifest)
}

const command = process.argv[2] ?? 'up'
const commands: Record<string, () => unknown> = { up, down, status, release: releaseBuild }
try {
  if (!commands[command])
    throw new StageError(`Unknown command ${command}: npm run stage [-- up | down | status | release]`)
  await commands[command]()
} catch (error) {
  if (!(error instanceof StageError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
