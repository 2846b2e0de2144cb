// The instances' supervisor, as systemd's Restart=always with RestartSec=2 would be: it starts
// each production instance on the port it is asked for (stage/instances.ts), and starts it again
// 2 s after it dies, until SIGTERM; then it passes SIGTERM on and waits for the instances to
// drain (SHUTDOWN_GRACE_SECONDS) and exit. On SIGHUP (a release) it reads the wanted ports again:
// it starts what is missing and stops, for good, an instance on a port no longer wanted.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync, writeFileSync, rmSync } from 'node:fs'
import { STAGE_PART_VARIABLE } from './processes'
import path from 'node:path'
import { INSTANCES, logOf, paths, pidFileOf, ROOT, type TInstance } from './layout'
import { currentServer } from './builds'
import { readWanted, writeRunning, writeWanted, type TWanted } from './instances'
import { instanceSettings, readEnvFile } from './settings'

const RESTART_SECONDS = 2
const portalEnv = readEnvFile(paths.portalEnv)
/** Each process by its instance and port, e.g. "portal-1:8451". */
const running = new Map<string, { instance: TInstance; port: number; child: ChildProcess }>()
let wanted: TWanted = readWanted()
/** The instances told to stop for good, finishing what they have. */
const retiring = new WeakSet<ChildProcess>()
let stopping = false

const say = (line: string) => console.log(`${new Date().toISOString()} ${line}`)
const keyOf = (instance: TInstance, port: number) => `${instance}:${port}`
const isWanted = (instance: TInstance, port: number) => !stopping && wanted[instance].includes(port)

/** running.json, and each instance's pid file naming its newest process still running. */
function recordRunning() {
  const processes = [...running.values()]
  writeRunning(processes.map(({ instance, port, child }) => ({ instance, port, pid: child.pid! })))
  for (const instance of INSTANCES) {
    const newest = processes.filter((process) => process.instance === instance).at(-1)
    if (newest) writeFileSync(pidFileOf(instance), `${newest.child.pid}\n`)
  }
}

function start(instance: TInstance, port: number) {
  // Old and new share the instance's data folder, as a container keeps its volume.
  const dataDir = path.join(paths.data, instance)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const log = openSync(logOf(instance), 'a')
  const child = spawn(process.execPath, [path.join(currentServer(), 'main.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      // The supervisor's own environment carries PATH, HOME and the stage's id.
      ...process.env,
      ...portalEnv,
      ...instanceSettings(port, dataDir),
      [STAGE_PART_VARIABLE]: instance,
    },
  })
  running.set(keyOf(instance, port), { instance, port, child })
  recordRunning()
  say(`${instance} started, pid ${child.pid}, port ${port}`)
  child.on('exit', (code, signal) => {
    running.delete(keyOf(instance, port))
    recordRunning()
    say(`${instance} (pid ${child.pid}, port ${port}) exited with ${signal ?? `status ${code}`}`)
    if (!isWanted(instance, port)) return
    say(`${instance} starts again in ${RESTART_SECONDS} s`)
    setTimeout(
      () => isWanted(instance, port) && !running.has(keyOf(instance, port)) && start(instance, port),
      RESTART_SECONDS * 1000,
    )
  })
}

/** Runs exactly what is wanted: a new port's instance starts, an unwanted one drains and goes. */
function reconcile() {
  for (const instance of INSTANCES)
    for (const port of wanted[instance]) if (!running.has(keyOf(instance, port))) start(instance, port)
  for (const { instance, port, child } of running.values())
    if (!isWanted(instance, port) && !retiring.has(child)) {
      retiring.add(child)
      say(`${instance} on port ${port} is no longer wanted: SIGTERM, it finishes what it has`)
      child.kill('SIGTERM')
    }
}

process.on('SIGHUP', () => {
  wanted = readWanted()
  say(`SIGHUP: wanted ${JSON.stringify(wanted)}`)
  reconcile()
})

process.on('SIGTERM', () => {
  stopping = true
  say(`stopping ${[...running.keys()].join(', ') || 'nothing'}`)
  for (const { child } of running.values()) child.kill('SIGTERM')
  const check = setInterval(() => {
    if (running.size > 0) return
    clearInterval(check)
    for (const instance of INSTANCES) rmSync(pidFileOf(instance), { force: true })
    say('stopped')
    process.exit(0)
  }, 100)
})

writeWanted(wanted)
reconcile()
