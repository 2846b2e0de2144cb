// The stage's start, part by part in the compose file's order (START_ORDER): each waits until
// the one before it listens or is ready, as depends_on and the health checks make compose wait.
import { execFileSync, spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { DATABASE_NAME, INSTANCES, logOf, paths, ROOT, START_ORDER, type TPart } from './layout'
import { currentServer } from './builds'
import { baseEnvironment, startPart } from './processes'
import { caddyEnvironment, envFileText, TLS_FILES } from './settings'
import { StageError, tail, untilListening, untilReady } from './waiting'

export interface TStart {
  id: string
  ports: Record<TPart, number>
  /** The portal's settings: deploy/portal.env for the stage. */
  settings: Record<string, string>
  adminUrl: string
  publicHost: string
}

const step = (what: string) => console.log(`· ${what}`)

/** The STAGE_*_PORT overrides the caller gave, for the parts that read the ports themselves. */
const stagePorts = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] =>
      /^STAGE_\w+_PORT$/.test(entry[0]),
    ),
  )

export async function onDatabase(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A self-signed certificate for 127.0.0.1, trusted by the instances as a CA of their own. */
function makeCertificate() {
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
}

async function nodePart(part: 's3' | 'smsc' | 'smtp', { id, ports, settings }: TStart) {
  step(`${part} on port ${ports[part]}`)
  const file = path.join(ROOT, 'stage', 'parts', `${part}.ts`)
  const env = { ...baseEnvironment(), ...stagePorts(), SMPP_PASSWORD: settings.SMPP_PASSWORD! }
  startPart(part, process.execPath, ['--import', 'tsx', file], env, id)
  await untilListening(part, ports[part], id)
}

const steps: Record<(typeof START_ORDER)[number], (start: TStart) => Promise<void>> = {
  async postgres({ adminUrl }) {
    step(`database ${DATABASE_NAME} on the machine's PostgreSQL`)
    await onDatabase(adminUrl, `CREATE DATABASE ${DATABASE_NAME}`)
  },
  s3: (start) => nodePart('s3', start),
  smsc: (start) => nodePart('smsc', start),
  smtp: (start) => nodePart('smtp', start),
  async migrate({ settings }) {
    step("migrate: the build's migrate.mjs, once")
    const migrate = spawnSync(process.execPath, [path.join(currentServer(), 'migrate.mjs')], {
      cwd: ROOT,
      env: { ...baseEnvironment(), ...settings, NODE_EXTRA_CA_CERTS: TLS_FILES.cert },
      encoding: 'utf8',
    })
    writeFileSync(logOf('migrate'), `${migrate.stdout}${migrate.stderr}`)
    if (migrate.status !== 0) throw new StageError(`migrate failed:\n${tail(logOf('migrate'))}`)
  },
  async instances({ id, ports }) {
    step(`${INSTANCES.join(' and ')}: the production build, PORTAL_ENV=production, supervised`)
    const supervisor = path.join(ROOT, 'stage', 'supervisor.ts')
    startPart(
      'supervisor',
      process.execPath,
      ['--import', 'tsx', supervisor],
      { ...baseEnvironment(), ...stagePorts() },
      id,
    )
    for (const instance of INSTANCES)
      await untilReady(instance, 'supervisor', `http://127.0.0.1:${ports[instance]}/api/ready/`, id)
  },
  async proxy({ id, ports, publicHost }) {
    step(`proxy: caddy with deploy/Caddyfile on port ${ports.proxy}`)
    const env = { ...baseEnvironment(), ...caddyEnvironment(ports, publicHost) }
    startPart('proxy', 'caddy', ['run', '--config', paths.caddyfile, '--adapter', 'caddyfile'], env, id)
    await untilReady('proxy', 'proxy', `https://localhost:${ports.proxy}/api/ready/`, id)
  },
}

export async function startStage(start: TStart) {
  step('a certificate for the mail server and the SMSC (openssl), and the settings file')
  makeCertificate()
  writeFileSync(paths.portalEnv, envFileText(start.settings), { mode: 0o600 })
  for (const part of START_ORDER) await steps[part](start)
}
