// Waiting for a part to listen or to be ready, and what to say when it stops instead.
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { logOf, pidFileOf } from './layout'
import { isStageProcess, sleep } from './processes'
import { CADDY_ROOT_CERT } from './settings'

/** A refusal or failure the stage explains in words: printed without a stack. */
export class StageError extends Error {}

/** The last lines of a log, to show why a part stopped. */
export const tail = (file: string, lines = 15) =>
  existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no log)'

const stillRunning = (part: string, stageId: string) =>
  isStageProcess(Number(readFileSync(pidFileOf(part), 'utf8')), stageId)

export async function untilListening(part: string, port: number, stageId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!stillRunning(part, stageId)) throw new StageError(`${part} stopped:\n${tail(logOf(part))}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await sleep(200)
  }
  throw new StageError(
    `${part} did not listen on port ${port} in ${timeoutMs / 1000} s:\n${tail(logOf(part))}`,
  )
}

/** GET `url` (trusting Caddy's root over https), resolving with the status, or 0 without one. */
export function statusOf(url: string): Promise<number> {
  const secure = url.startsWith('https:')
  const options = secure && existsSync(CADDY_ROOT_CERT) ? { ca: readFileSync(CADDY_ROOT_CERT) } : {}
  const get = secure ? https.get : (http.get as typeof https.get)
  return new Promise((resolve) => {
    const request = get(url, { ...options, timeout: 2_000 }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(0))
  })
}

/** Until `url` answers 200, while the process `runner` (the part, or its supervisor) lives. */
export async function untilReady(
  part: string,
  runner: string,
  url: string,
  stageId: string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!stillRunning(runner, stageId)) throw new StageError(`${runner} stopped:\n${tail(logOf(runner))}`)
    if ((await statusOf(url)) === 200) return
    await sleep(300)
  }
  throw new StageError(`${part} was not ready at ${url} in ${timeoutMs / 1000} s:\n${tail(logOf(part))}`)
}
