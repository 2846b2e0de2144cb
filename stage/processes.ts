// The stage's processes: each started in a process group of its own with a pid file, and known
// again by the stage's id in its environment, so that `down` never signals a stranger whose
// process took a dead part's pid.
import { spawn } from 'node:child_process'
import { existsSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { logOf, paths, pidFileOf } from './layout'

/** The variable that marks a process as this stage's. */
export const STAGE_ID_VARIABLE = 'PORTAL_STAGE_ID'

/** Only what a part needs from the caller's shell: a DATABASE_URL there must not leak in. */
export const baseEnvironment = (): Record<string, string> =>
  Object.fromEntries(
    ['PATH', 'HOME', 'LANG', 'TZ'].flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
  )

/** Starts `command` detached, its output appended to the part's log, and writes its pid file. */
export function startPart(
  part: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  stageId: string,
): number {
  const log = openSync(logOf(part), 'a')
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...env, [STAGE_ID_VARIABLE]: stageId },
  })
  child.unref()
  writeFileSync(pidFileOf(part), `${child.pid}\n`)
  return child.pid!
}

/** Whether `pid` is alive and carries this stage's id (another process may have its old pid). */
export function isStageProcess(pid: number, stageId: string): boolean {
  try {
    const environ = readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0')
    return environ.includes(`${STAGE_ID_VARIABLE}=${stageId}`)
  } catch {
    return false
  }
}

/** Every pid file in the run folder, with its part. */
export function pidFiles(): { part: string; pid: number }[] {
  if (!existsSync(paths.run)) return []
  return readdirSync(paths.run)
    .filter((file) => file.endsWith('.pid'))
    .map((file) => ({
      part: path.basename(file, '.pid'),
      pid: Number(readFileSync(path.join(paths.run, file), 'utf8').trim()),
    }))
}

/** Every process of the machine that carries this stage's id, whether or not a pid file names it. */
export function stageProcesses(stageId: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => pid !== process.pid && isStageProcess(pid, stageId))
}

/** Signals a process and its group, ignoring those already gone. */
export function signal(pid: number, name: NodeJS.Signals) {
  for (const target of [-pid, pid])
    try {
      process.kill(target, name)
    } catch {
      // Gone already, or not a group leader.
    }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
