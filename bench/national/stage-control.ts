// The stage as the morning drives it: up on the private cluster, its settings and instances
// read from .stage, a command of `npm run stage` run with its output timed, and down.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { readRunning, type TRunning } from '../../stage/instances'
import { paths, ROOT } from '../../stage/layout'
import { CADDY_ROOT_CERT, readEnvFile } from '../../stage/settings'
import { statusOf } from '../../stage/waiting'

export interface StageManifest {
  ports: Record<string, number>
  databaseUrl: string
}

export const stageRuns = () => existsSync(paths.manifest)

export const readManifest = () => JSON.parse(readFileSync(paths.manifest, 'utf8')) as StageManifest

/** deploy/portal.env as the stage wrote it. */
export const portalEnv = () => readEnvFile(paths.portalEnv)

export const caddyCa = () => readFileSync(CADDY_ROOT_CERT)

/** The instance processes the supervisor runs now, with their ports and pids. */
export const instanceProcesses = (): TRunning[] => readRunning()

/** An instance's /api/ready/ (0 when nothing answers), straight, not through Caddy. */
export const readyStatus = (port: number) => statusOf(`http://127.0.0.1:${port}/api/ready/`)

/** The release an instance's /api/health/ names. */
export async function releaseOf(port: number): Promise<string> {
  const health = await fetch(`http://127.0.0.1:${port}/api/health/`).catch(() => undefined)
  return health?.ok ? ((await health.json()) as { release: string }).release : '(no answer)'
}

/**
 * `npm run stage -- COMMAND`, its output a line at a time to `onLine` with the morning's
 * time; resolves with its exit status.
 */
export function stageCommand(
  command: 'up' | 'down' | 'release',
  env: NodeJS.ProcessEnv,
  onLine: (line: string) => void,
): Promise<number> {
  return new Promise((resolve) => {
    const run = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'stage', 'stage.ts'), command], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let rest = ''
    const take = (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n')
      rest = lines.pop() ?? ''
      lines.filter(Boolean).forEach(onLine)
    }
    run.stdout.on('data', take)
    run.stderr.on('data', take)
    run.on('exit', (code) => {
      if (rest) onLine(rest)
      resolve(code ?? 1)
    })
  })
}
