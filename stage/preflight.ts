// What must hold before a start, each problem named with what to do: a missing package, build
// or setting, an occupied port, a database left behind.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { DATABASE_NAME, envNameOfPort, paths, postgresAdminUrl, ROOT, type TPart } from './layout'

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

export function packageProblems(): string[] {
  const problems: string[] = []
  if (!onPath('caddy')) problems.push('caddy is not installed: apt-get install -y caddy')
  if (!onPath('openssl')) problems.push('openssl is not installed: apt-get install -y openssl')
  const modules = ['s3rver', 'smtp-server', 'smpp', 'pg', 'tsx', 'mailparser']
  const missing = modules.filter((name) => !existsSync(path.join(ROOT, 'node_modules', name)))
  if (missing.length > 0) problems.push(`${missing.join(', ')} not installed: npm ci`)
  const built = [
    path.join(paths.serverDist, 'main.mjs'),
    path.join(paths.serverDist, 'migrate.mjs'),
    paths.webDist,
  ]
  if (!built.every((file) => existsSync(file)))
    problems.push('the production build is missing (apps/server/dist, apps/web/dist): npm run build')
  return problems
}

/** Whether the port can be taken on `host` (the proxy's on every address, as Caddy takes it). */
const portFree = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })

/** Who holds a port, as `ss` tells it, or '' when it cannot. */
function holderOf(port: number): string {
  try {
    const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
    const name = /users:\(\("([^"]+)",pid=(\d+)/.exec(line)
    return name ? ` by ${name[1]} (pid ${name[2]})` : ''
  } catch {
    return ''
  }
}

export async function portProblems(ports: Record<TPart, number>): Promise<string[]> {
  const problems: string[] = []
  for (const [part, port] of Object.entries(ports) as [TPart, number][]) {
    const variable = envNameOfPort(part)
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      problems.push(`${variable}=${process.env[variable]} is not a port`)
      continue
    }
    if (!(await portFree(port, part === 'proxy' ? '0.0.0.0' : '127.0.0.1')))
      problems.push(
        `port ${port} (${part}) is taken${holderOf(port)}: free it, or give another with ${variable}=…`,
      )
  }
  return problems
}

/** Whether the stage's database is on the PostgreSQL at `url` (a stage not taken down); throws if it does not answer. */
export async function stageDatabaseExists(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME])
    return Boolean(rowCount)
  } finally {
    await client.end().catch(() => {})
  }
}

/** The machine's PostgreSQL answers and has no stage database left over. */
export async function databaseProblems(env: NodeJS.ProcessEnv): Promise<string[]> {
  const url = postgresAdminUrl(env)
  try {
    return (await stageDatabaseExists(url))
      ? [`the database ${DATABASE_NAME} exists already (a stage not taken down?): npm run stage -- down`]
      : []
  } catch (error) {
    const { message, code } = error as Error & { code?: string }
    // Class 28: it answered, and refused the user (no such role, a wrong password).
    if (code?.startsWith('28'))
      return [`PostgreSQL at ${url} refused its user (${message}): give STAGE_POSTGRES_URL with a superuser`]
    return [
      `PostgreSQL does not answer at ${url} (${message}): apt-get install -y postgresql and start it (pg_ctlcluster 15 main start), or give STAGE_POSTGRES_URL`,
    ]
  }
}
