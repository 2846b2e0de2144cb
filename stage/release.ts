// npm run stage -- release: the built portal rolled through the running stage, one instance at
// a time, with no request failed (docs/deploy.md, "A release"; decision 085). For each
// instance: its successor starts on the instance's other port, the release waits for its
// /api/ready/, Caddy is reloaded to send to it instead of the old one, and the old one is
// stopped, finishing what it has first.
import { spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { INSTANCES, logOf, paths, pidFileOf, portsOfInstance, type TInstance, type TPart } from './layout'
import { copyBuild, currentServer } from './builds'
import { readRunning, readWanted, writeWanted, type TWanted } from './instances'
import { baseEnvironment, isStageProcess, sleep } from './processes'
import { caddyEnvironment, readEnvFile, TLS_FILES } from './settings'
import { StageError, tail, untilReady } from './waiting'

export interface TReleaseStage {
  id: string
  ports: Record<TPart, number>
  publicUrl: string
}

/**
 * After Caddy's reload, a request the old configuration had already taken may still be on its
 * way to the old instance: it is given this long to arrive before the old one stops taking any.
 */
const ROUTED_BEFORE_RELOAD_MS = 1_000
/** SHUTDOWN_GRACE_SECONDS (25), and a margin for the database to close. */
const DRAIN_TIMEOUT_MS = 30_000

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`
const step = (what: string) => console.log(`· ${what}`)

/** The compose file's order: the new release's migrations run before any new instance does. */
function migrate() {
  step("migrate: the new build's migrate.mjs (a migration keeps the running release working)")
  const run = spawnSync(process.execPath, [path.join(currentServer(), 'migrate.mjs')], {
    env: { ...baseEnvironment(), ...readEnvFile(paths.portalEnv), NODE_EXTRA_CA_CERTS: TLS_FILES.cert },
    encoding: 'utf8',
  })
  appendFileSync(logOf('migrate'), `${run.stdout}${run.stderr}`)
  if (run.status !== 0)
    throw new StageError(`migrate failed, no instance was replaced:\n${tail(logOf('migrate'))}`)
}

/** Caddy, with deploy/Caddyfile read again for these upstreams; requests under way finish. */
function sendProxyTo(stage: TReleaseStage, upstreams: number[]) {
  const publicHost = new URL(stage.publicUrl).hostname
  const env = { ...baseEnvironment(), ...caddyEnvironment(stage.ports, publicHost, upstreams) }
  const address = `127.0.0.1:${stage.ports.proxyAdmin}`
  const reload = spawnSync(
    'caddy',
    ['reload', '--config', paths.caddyfile, '--adapter', 'caddyfile', '--address', address],
    { env, encoding: 'utf8' },
  )
  if (reload.status !== 0) throw new StageError(`caddy reload failed:\n${reload.stderr}`)
}

/** The supervisor reads the wanted ports again, and starts or stops instances to match. */
function ask(stage: TReleaseStage, wanted: TWanted) {
  writeWanted(wanted)
  const supervisor = Number(readFileSync(pidFileOf('supervisor'), 'utf8'))
  if (!isStageProcess(supervisor, stage.id))
    throw new StageError('The supervisor is not running: npm run stage -- status')
  // The supervisor alone: its group holds the instances, which SIGHUP would stop.
  process.kill(supervisor, 'SIGHUP')
}

/** Whether a process lives (the release's own carries no stage id). */
function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function untilGone(pid: number, stageId: string) {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS
  while (isStageProcess(pid, stageId)) {
    if (Date.now() > deadline) throw new StageError(`pid ${pid} did not exit in ${DRAIN_TIMEOUT_MS / 1000} s`)
    await sleep(100)
  }
}

/** One instance replaced: successor ready, then into the proxy in the old one's place, then the old one drained. */
async function replace(stage: TReleaseStage, instance: TInstance, wanted: TWanted): Promise<TWanted> {
  const started = Date.now()
  const old = wanted[instance].at(-1)!
  const [first, second] = portsOfInstance(stage.ports, instance)
  const next = old === first ? second : first
  const oldPid = readRunning().find((process) => process.instance === instance && process.port === old)?.pid
  ask(stage, { ...wanted, [instance]: [old, next] })
  try {
    await untilReady(instance, 'supervisor', `http://127.0.0.1:${next}/api/ready/`, stage.id)
  } catch (error) {
    ask(stage, wanted)
    throw new StageError(`${(error as Error).message}\n${instance} stays as it was, on port ${old}.`)
  }
  step(`${instance}: the new one on port ${next} is ready (${seconds(started)})`)
  const after = { ...wanted, [instance]: [next] }
  sendProxyTo(
    stage,
    INSTANCES.map((each) => after[each].at(-1)!),
  )
  step(`${instance}: Caddy sends to port ${next}, no longer to ${old}`)
  await sleep(ROUTED_BEFORE_RELOAD_MS)
  const drained = Date.now()
  ask(stage, after)
  if (oldPid) await untilGone(oldPid, stage.id)
  step(
    `${instance}: the old one (pid ${oldPid ?? '?'}) finished its requests and exited (${seconds(drained)})`,
  )
  return after
}

export async function release(stage: TReleaseStage) {
  if (existsSync(paths.releaseLock)) {
    const holder = Number(readFileSync(paths.releaseLock, 'utf8'))
    if (alive(holder)) throw new StageError(`A release runs already (pid ${holder}).`)
  }
  writeFileSync(paths.releaseLock, `${process.pid}\n`)
  const started = Date.now()
  try {
    step(
      `the build copied to ${path.relative(paths.builds, copyBuild())} in .stage/builds: the successors start from it`,
    )
    migrate()
    let wanted = readWanted()
    for (const instance of INSTANCES) wanted = await replace(stage, instance, wanted)
    console.log(
      `Released in ${seconds(started)}: ${INSTANCES.map((each) => `${each} on port ${wanted[each][0]}`).join(', ')}.`,
    )
  } finally {
    rmSync(paths.releaseLock, { force: true })
  }
}
