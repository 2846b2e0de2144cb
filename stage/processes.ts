// The stage's processes: each started in a process group of its own with a pid file, and known
// again by the stage's id in its environment, so that `down` never signals a stranger whose
// process took a dead part's pid.
import { spawn } from 'node:child_process'
import { openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { logOf, pidFileOf, STATE_DIR } from './layout'

/** The variable that marks a process as this stage's. */
export const STAGE_ID_VARIABLE = 'PORTAL_STAGE_ID'
/** The checkout whose stage it is: found again when the run folder (and the id) is lost. */
const STAGE_HOME_VARIABLE = 'PORTAL_STAGE_HOME'
/** The part a process is (an instance inherits the supervisor's and says its own). */
export const STAGE_PART_VARIABLE = 'PORTAL_STAGE_PART'

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
    env: {
      ...env,
      [STAGE_ID_VARIABLE]: stageId,
      [STAGE_HOME_VARIABLE]: STATE_DIR,
      [STAGE_PART_VARIABLE]: part,
    },
  })
  child.unref()
  writeFileSync(pidFileOf(part), `${child.pid}\n`)
  return child.pid!
}

/** A live process's environment; none once it is gone. */
function environOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0')
  } catch {
    return []
  }
}

/** Whether `pid` is alive and carries this stage's id (another process may have its old pid). */
export const isStageProcess = (pid: number, stageId: string) =>
  environOf(pid).includes(`${STAGE_ID_VARIABLE}=${stageId}`)

/**
 * Every process of the machine that carries this stage's id, or with no id (the run folder
 * lost) any stage's of this checkout, whether or not a pid file names it; with its part.
 */
export function stageProcesses(stageId?: string): { pid: number; part: string }[] {
  const mark = stageId ? `${STAGE_ID_VARIABLE}=${stageId}` : `${STAGE_HOME_VARIABLE}=${STATE_DIR}`
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => pid !== process.pid)
    .flatMap((pid) => {
      const environ = environOf(pid)
      if (!environ.includes(mark)) return []
      const part = environ.findLast((entry) => entry.startsWith(`${STAGE_PART_VARIABLE}=`))
      return [{ pid, part: part?.slice(STAGE_PART_VARIABLE.length + 1) ?? 'unknown' }]
    })
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
