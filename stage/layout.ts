// Where the stage keeps its state, its logs and its records, and the ports its parts take.
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..')
/** Git-ignored: everything the stage makes lives here, and `down` clears all but the logs. */
export const STATE_DIR = path.join(ROOT, '.stage')

export const paths = {
  run: path.join(STATE_DIR, 'run'),
  logs: path.join(STATE_DIR, 'logs'),
  records: path.join(STATE_DIR, 'records'),
  /** The last run's logs and records, moved here by the next start. */
  previous: path.join(STATE_DIR, 'previous'),
  tls: path.join(STATE_DIR, 'tls'),
  data: path.join(STATE_DIR, 'data'),
  /** Copies of the build the instances run (stage/builds.ts). */
  builds: path.join(STATE_DIR, 'builds'),
  /** Which copy an instance starting now runs. */
  currentBuild: path.join(STATE_DIR, 'run', 'current-build'),
  /** What this stage was started with: its id, database, ports and address. */
  manifest: path.join(STATE_DIR, 'run', 'stage.json'),
  /** The port each instance should run on (more than one while a release replaces it). */
  instances: path.join(STATE_DIR, 'run', 'instances.json'),
  /** The instance processes the supervisor runs, with their ports and pids. */
  running: path.join(STATE_DIR, 'run', 'running.json'),
  /** Held by the release that runs, with its pid. */
  releaseLock: path.join(STATE_DIR, 'run', 'release.lock'),
  /** The portal's settings, as deploy/portal.env holds them for the compose file (0600). */
  portalEnv: path.join(STATE_DIR, 'portal.env'),
  caddyfile: path.join(ROOT, 'deploy', 'Caddyfile'),
  portalExample: path.join(ROOT, 'deploy', 'portal.env.example'),
  compose: path.join(ROOT, 'deploy', 'compose.yaml'),
  serverDist: path.join(ROOT, 'apps', 'server', 'dist'),
  webDist: path.join(ROOT, 'apps', 'web', 'dist'),
}

export const logOf = (part: string) => path.join(paths.logs, `${part}.log`)
export const pidFileOf = (part: string) => path.join(paths.run, `${part}.pid`)
export const SMS_RECORD = path.join(paths.records, 'sms.jsonl')
export const MAILBOX = path.join(paths.records, 'mailbox.mbox')

/** One block of ports, each overridable (STAGE_PROXY_PORT=9443 …), all checked free before a start. */
const DEFAULT_PORTS = {
  proxy: 8443,
  proxyAdmin: 8444,
  s3: 8445,
  smtp: 8446,
  smsc: 8447,
  'portal-1': 8451,
  'portal-2': 8452,
  // Where a release starts each instance's successor while the old one still serves; the
  // release after takes the first port again.
  'portal-1-alt': 8461,
  'portal-2-alt': 8462,
}
export type TPart = keyof typeof DEFAULT_PORTS

export const envNameOfPort = (part: TPart) =>
  `STAGE_${part
    .replace(/([A-Z])/g, '_$1')
    .replaceAll('-', '_')
    .toUpperCase()}_PORT`

export function portsFrom(env: NodeJS.ProcessEnv): Record<TPart, number> {
  return Object.fromEntries(
    Object.entries(DEFAULT_PORTS).map(([part, port]) => [
      part,
      Number(env[envNameOfPort(part as TPart)] ?? port),
    ]),
  ) as Record<TPart, number>
}

export const INSTANCES = ['portal-1', 'portal-2'] as const
export type TInstance = (typeof INSTANCES)[number]

/** An instance's two ports: it runs on one, and a release starts its successor on the other. */
export const portsOfInstance = (ports: Record<TPart, number>, instance: TInstance): [number, number] => [
  ports[instance],
  ports[`${instance}-alt`],
]

/** The database `up` creates and `down` drops, on the machine's PostgreSQL. */
export const DATABASE_NAME = 'portal_stage'
export const postgresAdminUrl = (env: NodeJS.ProcessEnv) =>
  env.STAGE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * The parts in the compose file's order (deploy/compose.yaml's depends_on): the database and
 * store, the message servers, the one-off migration, the instances, then the proxy.
 * test/stage-recipe.test.ts holds the two to the same order.
 */
export const START_ORDER = ['postgres', 's3', 'smsc', 'smtp', 'migrate', 'instances', 'proxy'] as const
