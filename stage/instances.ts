// What the supervisor is asked to run and what it runs, as files in .stage/run: a release
// writes the ports each instance should run on and sends SIGHUP; the supervisor starts what is
// missing, stops (without starting again) what is no longer asked for, and writes what runs.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { INSTANCES, paths, portsFrom, type TInstance } from './layout'

/** The ports each instance should run on: one, or two while a release replaces it. */
export type TWanted = Record<TInstance, number[]>

export interface TRunning {
  instance: TInstance
  port: number
  pid: number
}

/** Written whole or not at all: the supervisor may read it at any moment. */
function writeJson(file: string, value: unknown) {
  writeFileSync(`${file}.new`, JSON.stringify(value, null, 2))
  renameSync(`${file}.new`, file)
}

/** Until a release says otherwise, each instance on its own port (STAGE_PORTAL_1_PORT …). */
export function readWanted(): TWanted {
  if (existsSync(paths.instances)) return JSON.parse(readFileSync(paths.instances, 'utf8')) as TWanted
  const ports = portsFrom(process.env)
  return Object.fromEntries(INSTANCES.map((instance) => [instance, [ports[instance]]])) as TWanted
}

export const writeWanted = (wanted: TWanted) => writeJson(paths.instances, wanted)

export const readRunning = (): TRunning[] =>
  existsSync(paths.running) ? (JSON.parse(readFileSync(paths.running, 'utf8')) as TRunning[]) : []

export const writeRunning = (running: TRunning[]) => writeJson(paths.running, running)

/** The ports the proxy should send to: each instance's newest wanted port. */
export const upstreamPorts = (wanted: TWanted): number[] =>
  INSTANCES.map((instance) => wanted[instance].at(-1)!)
