// npm run stage [-- up | down | status]: the deployment recipe's topology on this machine as
// separate processes (docs/deploy.md, "The stage"; decision 081).
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import {
  DATABASE_NAME,
  INSTANCES,
  logOf,
  MAILBOX,
  paths,
  pidFileOf,
  portsFrom,
  postgresAdminUrl,
  ROOT,
  SMS_RECORD,
  STATE_DIR,
  type TPart,
} from './layout'
import { databaseProblems, packageProblems, portProblems } from './preflight'
import {
  baseEnvironment,
  isStageProcess,
  pidFiles,
  signal,
  sleep,
  stageProcesses,
  startPart,
} from './processes'
import {
  envFileText,
  missingFromStage,
  networkAddress,
  newSecrets,
  portalSettings,
  TLS_FILES,
} from './settings'

interface TManifest {
  id: string
  startedAt: string
  ports: Record<TPart, number>
  publicUrl: string
  databaseUrl: string
  adminUrl: string
}

const CADDY_ROOT_CERT = path.join(paths.data, 'caddy', 'caddy', 'pki', 'authorities', 'local', 'root.crt')
const NODE_PARTS = ['s3', 'smsc', 'smtp'] as const
/** The order `down` stops in: the proxy, then the instances (drained), then what they used. */
const STOP_GROUPS = [['proxy'], ['supervisor', ...INSTANCES], [...NODE_PARTS]]

const readManifest = (): TManifest | undefined =>
  existsSync(paths.manifest) ? (JSON.parse(readFileSync(paths.manifest, 'utf8')) as TManifest) : undefined

const liveParts = (manifest: TManifest) => pidFiles().filter(({ pid }) => isStageProcess(pid, manifest.id))

class StageError extends Error {}

async function up() {
  const manifest = readManifest()
  if (manifest) {
    const live = liveParts(manifest)
    throw new StageError(
      live.length > 0
        ? `A stage is running already (since ${manifest.startedAt}: ${live.map(({ part, pid }) => `${part} ${pid}`).join(', ')}).\nIts portal: https://localhost:${manifest.ports.proxy}/ — npm run stage -- down stops it.`
        : `A stage that stopped without \`down\` (a crash?) left ${paths.run} behind: npm run stage -- down clears it.`,
    )
  }
  // As npm start does: a build older than its sources is built again (not while a stage runs).
  if (
    spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'ensure-built.mjs')], { stdio: 'inherit' })
      .status !== 0
  )
    throw new StageError('The build failed: npm run build says why.')
  const ports = portsFrom(process.env)
  const publicHost = networkAddress(process.env)
  const adminUrl = postgresAdminUrl(process.env)
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${DATABASE_NAME}` }).href
  const secrets = newSecrets()
  const settings = portalSettings(ports, publicHost ?? 'unset', secrets, databaseUrl)
  const problems = [
    ...packageProblems(),
    ...(publicHost
      ? []
      : [
          'this machine has no network address for PUBLIC_URL (production refuses a loopback one): give STAGE_PUBLIC_HOST',
        ]),
    ...missingFromStage(settings).map(
      (name) => `deploy/portal.env.example names ${name}, which the stage does not set (stage/settings.ts)`,
    ),
    ...(await portProblems(ports)),
    ...(await databaseProblems(process.env)),
  ]
  if (problems.length > 0)
    throw new StageError(`The stage cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)

  // Logs and records are this run's; down keeps them for reading afterwards.
  for (const folder of [paths.logs, paths.records, paths.data, paths.tls])
    rmSync(folder, { recursive: true, force: true })
  for (const folder of [STATE_DIR, paths.run, paths.logs, paths.records, paths.data, paths.tls])
    mkdirSync(folder, { recursive: true, mode: 0o700 })
  const id = randomBytes(8).toString('hex')
  const publicUrl = settings.PUBLIC_URL!
  writeFileSync(
    paths.manifest,
    JSON.stringify(
      { id, startedAt: new Date().toISOString(), ports, publicUrl, databaseUrl, adminUrl },
      null,
      2,
    ),
  )
  try {
    await start(id, ports, settings, adminUrl, publicHost!)
  } catch (error) {
    console.error(`${(error as Error).message}\nTaking down what had started…`)
    await down()
    throw new StageError('The stage did not start.')
  }
  const summary = [
    `The stage runs: https://localhost:${ports.proxy}/ (PUBLIC_URL ${publicUrl}; TLS by Caddy's own CA)`,
    `  curl --cacert ${path.relative(ROOT, CADDY_ROOT_CERT)} https://localhost:${ports.proxy}/api/ready/`,
    `  first admin: admin, password in ${path.relative(ROOT, paths.portalEnv)} (PORTAL_ADMIN_PASSWORD)`,
    '  logs:',
    ...['proxy', 'supervisor', ...INSTANCES, 'migrate', ...NODE_PARTS].map(
      (part) => `    ${part.padEnd(10)} ${path.relative(ROOT, logOf(part))}`,
    ),
    `  SMS received (SMSC, smpps://127.0.0.1:${ports.smsc}): ${path.relative(ROOT, SMS_RECORD)}`,
    `  mail received (SMTP, 127.0.0.1:${ports.smtp}): ${path.relative(ROOT, MAILBOX)}`,
    `  database: ${databaseUrl}; documents: s3rver at http://127.0.0.1:${ports.s3}`,
    'Stop it with: npm run stage -- down',
  ]
  console.log(summary.join('\n'))
}

async function start(
  id: string,
  ports: Record<TPart, number>,
  settings: Record<string, string>,
  adminUrl: string,
  publicHost: string,
) {
  const base = baseEnvironment()
  step('certificate for the mail server and the SMSC (openssl)')
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', TLS_FILES.key, '-out', TLS_FILES.cert, '-days', '30', '-subj', '/CN=portal stage'],
      ...['-addext', 'basicConstraints=critical,CA:TRUE'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    ],
    { stdio: 'ignore' },
  )
  writeFileSync(paths.portalEnv, envFileText(settings), { mode: 0o600 })

  step(`database ${DATABASE_NAME}`)
  await onDatabase(adminUrl, `CREATE DATABASE ${DATABASE_NAME}`)

  for (const part of NODE_PARTS) {
    step(`${part} on port ${ports[part]}`)
    const file = path.join(ROOT, 'stage', 'parts', `${part}.ts`)
    startPart(
      part,
      process.execPath,
      ['--import', 'tsx', file],
      { ...base, ...stagePorts(), SMPP_PASSWORD: settings.SMPP_PASSWORD! },
      id,
    )
    await untilListening(part, ports[part])
  }

  step('migrate (node apps/server/dist/migrate.mjs), once')
  const migrate = spawnSync(process.execPath, [path.join(paths.serverDist, 'migrate.mjs')], {
    cwd: ROOT,
    env: { ...base, ...settings, NODE_EXTRA_CA_CERTS: TLS_FILES.cert },
    encoding: 'utf8',
  })
  writeFileSync(logOf('migrate'), `${migrate.stdout}${migrate.stderr}`)
  if (migrate.status !== 0) throw new StageError(`migrate failed:\n${tail(logOf('migrate'))}`)

  step(`${INSTANCES.join(' and ')} (production build, PORTAL_ENV=production), supervised`)
  startPart(
    'supervisor',
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'stage', 'supervisor.ts')],
    { ...base, ...stagePorts() },
    id,
  )
  for (const instance of INSTANCES)
    await untilReady(instance, `http://127.0.0.1:${ports[instance]}/api/ready/`)

  step(`proxy: caddy with deploy/Caddyfile on port ${ports.proxy}`)
  startPart(
    'proxy',
    'caddy',
    ['run', '--config', paths.caddyfile, '--adapter', 'caddyfile'],
    {
      ...base,
      ...caddyEnvironment(ports, publicHost),
    },
    id,
  )
  await untilReady('proxy', `https://localhost:${ports.proxy}/api/ready/`)
}

/** The Caddyfile's placeholders for this machine; compose leaves them to their defaults. */
export function caddyEnvironment(ports: Record<TPart, number>, publicHost: string) {
  return {
    PORTAL_HOST: `localhost:${ports.proxy}, ${publicHost}:${ports.proxy}`,
    PORTAL_UPSTREAMS: INSTANCES.map((instance) => `127.0.0.1:${ports[instance]}`).join(' '),
    CADDY_ADMIN: `127.0.0.1:${ports.proxyAdmin}`,
    // Caddy's own CA for both names, not a public one; its root stays in .stage, out of the
    // machine's trust store; no redirect server on port 80.
    CADDY_OPTIONS: 'local_certs\n\tskip_install_trust\n\tauto_https disable_redirects',
    XDG_DATA_HOME: path.join(paths.data, 'caddy'),
    XDG_CONFIG_HOME: path.join(paths.data, 'caddy-config'),
  }
}

/** The STAGE_*_PORT overrides the caller gave, for the parts that read the ports themselves. */
const stagePorts = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => /^STAGE_\w+_PORT$/.test(name))) as Record<
    string,
    string
  >

const step = (what: string) => console.log(`· ${what}`)

const tail = (file: string, lines = 15) =>
  existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no log)'

function stillRunning(part: string) {
  const pid = Number(readFileSync(pidFileOf(part), 'utf8'))
  return isStageProcess(pid, readManifest()!.id)
}

async function untilListening(part: string, port: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!stillRunning(part)) throw new StageError(`${part} stopped:\n${tail(logOf(part))}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await sleep(200)
  }
  throw new StageError(
    `${part} did not listen on port ${port} in ${timeoutMs / 1000} s:\n${tail(logOf(part))}`,
  )
}

/** GET `url` (trusting Caddy's root over https), resolving with the status or 0. */
function statusOf(url: string): Promise<number> {
  const options =
    url.startsWith('https:') && existsSync(CADDY_ROOT_CERT) ? { ca: readFileSync(CADDY_ROOT_CERT) } : {}
  const get = url.startsWith('https:') ? https.get : (http.get as typeof https.get)
  return new Promise((resolve) => {
    const request = get(url, { ...options, timeout: 2_000 }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(0))
  })
}

async function untilReady(part: string, url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  const logged = INSTANCES.includes(part as never) ? 'supervisor' : part
  while (Date.now() < deadline) {
    if (!stillRunning(logged)) throw new StageError(`${logged} stopped:\n${tail(logOf(logged))}`)
    if ((await statusOf(url)) === 200) return
    await sleep(300)
  }
  throw new StageError(`${part} was not ready at ${url} in ${timeoutMs / 1000} s:\n${tail(logOf(part))}`)
}

async function onDatabase(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function down() {
  const manifest = readManifest()
  if (!manifest) {
    console.log(`No stage to take down (no ${path.relative(ROOT, paths.manifest)}).`)
    return
  }
  const byPart = new Map(pidFiles().map(({ part, pid }) => [part, pid]))
  for (const group of STOP_GROUPS) {
    const pids = group
      .flatMap((part) => byPart.get(part) ?? [])
      .filter((pid) => isStageProcess(pid, manifest.id))
    pids.forEach((pid) => signal(pid, 'SIGTERM'))
    // The instances drain for up to SHUTDOWN_GRACE_SECONDS (25).
    const deadline = Date.now() + (group.includes('supervisor') ? 35_000 : 10_000)
    while (pids.some((pid) => isStageProcess(pid, manifest.id)) && Date.now() < deadline) await sleep(200)
  }
  // Whatever is left carrying the stage's id, with or without a pid file (a crash's orphans).
  const left = stageProcesses(manifest.id)
  left.forEach((pid) => signal(pid, 'SIGKILL'))
  if (left.length > 0) console.log(`Killed ${left.length} process(es) that did not stop: ${left.join(', ')}`)
  try {
    await onDatabase(manifest.adminUrl, `DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`)
  } catch (error) {
    console.error(`Could not drop the database ${DATABASE_NAME}: ${(error as Error).message}`)
    process.exitCode = 1
  }
  for (const made of [paths.run, paths.data, paths.tls, paths.portalEnv])
    rmSync(made, { recursive: true, force: true })
  const stillThere = stageProcesses(manifest.id)
  console.log(
    stillThere.length > 0
      ? `Still running: ${stillThere.join(', ')}`
      : `The stage is down: no process left, database ${DATABASE_NAME} dropped. Logs and records stay in ${path.relative(ROOT, STATE_DIR)}/.`,
  )
}

function status() {
  const manifest = readManifest()
  if (!manifest) return console.log('No stage is running.')
  const live = new Map(liveParts(manifest).map(({ part, pid }) => [part, pid]))
  console.log(`The stage since ${manifest.startedAt}: https://localhost:${manifest.ports.proxy}/`)
  for (const part of ['proxy', 'supervisor', ...INSTANCES, ...NODE_PARTS])
    console.log(`  ${part.padEnd(10)} ${live.has(part) ? `running, pid ${live.get(part)}` : 'not running'}`)
}

const command = process.argv[2] ?? 'up'
const commands: Record<string, () => unknown> = { up, down, status }
try {
  if (!commands[command])
    throw new StageError(`Unknown command ${command}: npm run stage [-- up | down | status]`)
  await commands[command]()
} catch (error) {
  if (!(error instanceof StageError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
