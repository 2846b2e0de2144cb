// A PostgreSQL cluster of the bench's own, in a temporary folder on its own port, so that the
// morning's database restart never touches the machine's PostgreSQL (5432, which CI uses).
// initdb refuses root: run as root, the cluster belongs to the `postgres` user and every tool
// runs as it (runuser); run as anyone else, it is theirs. By hand, the same is:
//   install -d -o postgres /tmp/pg && runuser -u postgres -- initdb -D /tmp/pg/data -U postgres -A trust
//   runuser -u postgres -- pg_ctl -D /tmp/pg/data -l /tmp/pg/log \
//     -o '-p 5499 -c listen_addresses=127.0.0.1 -c unix_socket_directories=/tmp/pg' -w start
//   STAGE_POSTGRES_URL=postgres://postgres@127.0.0.1:5499/postgres npm run stage
import { execFileSync, spawn } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface PrivatePostgres {
  port: number
  /** For STAGE_POSTGRES_URL: the cluster's superuser, trusted on loopback. */
  adminUrl: string
  /** pg_ctl stop -m fast: sessions are cut, the cluster shuts down at once. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stopped and its folder removed. */
  remove(): Promise<void>
}

const asRoot = process.getuid?.() === 0
const OWNER = 'postgres'

/** A PostgreSQL tool as the cluster's owner, without blocking the bench's requests meanwhile. */
function run(tool: string, args: string[]) {
  const [command, argv] = asRoot ? ['runuser', ['-u', OWNER, '--', tool, ...args]] : [tool, args]
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(' ')} failed (${code}):\n${output}`)),
    )
  })
}

const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, OWNER], { encoding: 'utf8' }).trim())

/** initdb and start, under the system's temporary folder. */
export async function privatePostgres(port: number): Promise<PrivatePostgres> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-national-pg-'))
  if (asRoot) chownSync(folder, idOf('-u'), idOf('-g'))
  const dataDir = path.join(folder, 'data')
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder}`
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', dataDir, ...args])
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-instructions'])
  const cluster: PrivatePostgres = {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('-l', path.join(folder, 'postgres.log'), '-o', options, '-w', 'start'),
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    async remove() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => {})
      rmSync(folder, { recursive: true, force: true })
    },
  }
  await cluster.start()
  return cluster
}
