// The instances' supervisor, as systemd's Restart=always with RestartSec=2 would be: it starts
// each production instance, and starts it again 2 s after it dies, until SIGTERM; then it
// passes SIGTERM on and waits for the instances to drain (SHUTDOWN_GRACE_SECONDS) and exit.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync, writeFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { INSTANCES, logOf, paths, pidFileOf, portsFrom, ROOT, type TInstance } from './layout'
import { instanceSettings, readEnvFile } from './settings'

const RESTART_SECONDS = 2
const ports = portsFrom(process.env)
const portalEnv = readEnvFile(paths.portalEnv)
const running = new Map<TInstance, ChildProcess>()
let stopping = false

const say = (line: string) => console.log(`${new Date().toISOString()} ${line}`)

function start(instance: TInstance) {
  const dataDir = path.join(paths.data, instance)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const log = openSync(logOf(instance), 'a')
  const child = spawn(process.execPath, [path.join(paths.serverDist, 'main.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      // The supervisor's own environment carries PATH, HOME and the stage's id.
      ...process.env,
      ...portalEnv,
      ...instanceSettings(ports[instance], dataDir),
    },
  })
  running.set(instance, child)
  writeFileSync(pidFileOf(instance), `${child.pid}\n`)
  say(`${instance} started, pid ${child.pid}, port ${ports[instance]}`)
  child.on('exit', (code, signal) => {
    running.delete(instance)
    say(`${instance} (pid ${child.pid}) exited with ${signal ?? `status ${code}`}`)
    if (stopping) return
    say(`${instance} starts again in ${RESTART_SECONDS} s`)
    setTimeout(() => !stopping && start(instance), RESTART_SECONDS * 1000)
  })
}

process.on('SIGTERM', () => {
  stopping = true
  say(`stopping ${[...running.keys()].join(', ') || 'nothing'}`)
  for (const child of running.values()) child.kill('SIGTERM')
  const check = setInterval(() => {
    if (running.size > 0) return
    clearInterval(check)
    for (const instance of INSTANCES) rmSync(pidFileOf(instance), { force: true })
    say('stopped')
    process.exit(0)
  }, 100)
})

for (const instance of INSTANCES) start(instance)
