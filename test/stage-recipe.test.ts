import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  envNameOfPort,
  INSTANCES,
  paths,
  portsFrom,
  portsOfInstance,
  ROOT,
  START_ORDER,
  type TPart,
} from '../stage/layout'
import {
  caddyEnvironment,
  instanceSettings,
  newSecrets,
  portalSettings,
  REPLACED_BY_SMPP,
  variablesOf,
} from '../stage/settings'

/**
 * The stage (npm run stage) runs the deployment recipe, not a copy of it (issue 48): the same
 * settings as deploy/portal.env.example and the Dockerfile, the same Caddyfile, and the compose
 * file's order of migrate → instances → proxy.
 */
const read = (file: string) => readFileSync(file, 'utf8')
const example = read(paths.portalExample)
const compose = read(paths.compose)
const ports = portsFrom({})
const stage = portalSettings(
  ports,
  '192.0.2.2',
  newSecrets(),
  'postgres://postgres@127.0.0.1:5432/portal_stage',
)

/** Each compose service with the services it depends on (the file's own two-space layout). */
function composeServices(): Map<string, string[]> {
  const services = new Map<string, string[]>()
  let current = ''
  for (const line of compose.slice(compose.indexOf('services:'), compose.indexOf('\nvolumes:')).split('\n')) {
    const service = /^ {2}([\w-]+):( &\w+)?$/.exec(line)
    if (service) services.set((current = service[1]!), [])
    const inline = /^ {4}depends_on: \[(.*)\]/.exec(line)
    if (inline) services.get(current)!.push(...inline[1]!.split(',').map((name) => name.trim()))
    const listed = /^ {6}([\w-]+): \{ condition/.exec(line)
    if (listed) services.get(current)!.push(listed[1]!)
  }
  // A YAML anchor's copy (portal-2: *portal) depends on what its original (portal-1: &portal) does.
  const anchors = new Map(
    [...compose.matchAll(/^ {2}([\w-]+): &(\w+)/gm)].map(([, name, anchor]) => [anchor, name]),
  )
  for (const [, name, anchor] of compose.matchAll(/^ {2}([\w-]+): \*(\w+)/gm))
    services.set(name!, services.get(anchors.get(anchor!)!) ?? [])
  return services
}

/** What each compose service is on the stage. */
const ON_STAGE: Record<string, (typeof START_ORDER)[number]> = {
  postgres: 'postgres',
  minio: 's3',
  bucket: 's3',
  migrate: 'migrate',
  'portal-1': 'instances',
  'portal-2': 'instances',
  proxy: 'proxy',
}

describe('the stage and the deployment recipe', () => {
  it("sets every variable of portal.env.example, SMPP's for the HTTP gateway's", () => {
    const named = variablesOf(example)
    expect(named.filter((name) => !(name in stage) && !REPLACED_BY_SMPP.includes(name))).toEqual([])
    // What it sets instead, the example's comments name as the alternative.
    const alternatives = variablesOf(example, { commented: true })
    expect(
      Object.keys(stage).filter((name) => !named.includes(name) && !alternatives.includes(name)),
    ).toEqual([])
    expect(stage).toMatchObject({ PORTAL_ENV: 'production', SMS_TRANSPORT: 'smpp', FILE_STORE: 's3' })
  })

  it("gives each instance the Dockerfile's and the compose file's own settings", () => {
    const dockerfile = read(path.join(ROOT, 'Dockerfile'))
    const fromImage = [...dockerfile.matchAll(/^ENV (.*)$/gm)].flatMap(([, line]) =>
      line!.split(' ').map((pair) => pair.split('=')[0]!),
    )
    const instance = instanceSettings(8451, '/tmp/portal-1')
    expect(fromImage.filter((name) => name !== 'PORTAL_ENV' && !(name in instance))).toEqual([])
    expect(compose).toMatch(/MIGRATE_ON_START: 'false'/)
    expect(instance.MIGRATE_ON_START).toBe('false')
  })

  it("starts in the compose file's order: migrate, then the instances, then the proxy", () => {
    const services = composeServices()
    expect([...services.keys()].sort()).toEqual(Object.keys(ON_STAGE).sort())
    for (const [service, needs] of services)
      for (const need of needs)
        expect(
          START_ORDER.indexOf(ON_STAGE[need]!),
          `${service} depends on ${need}: the stage starts ${ON_STAGE[need]} first`,
        ).toBeLessThan(
          START_ORDER.indexOf(ON_STAGE[service]!) + (ON_STAGE[need] === ON_STAGE[service] ? 1 : 0),
        )
    expect(START_ORDER.indexOf('migrate')).toBeLessThan(START_ORDER.indexOf('instances'))
    expect(START_ORDER.indexOf('instances')).toBeLessThan(START_ORDER.indexOf('proxy'))
    expect(INSTANCES).toHaveLength(2)
  })

  it('runs deploy/Caddyfile, whose every placeholder the stage sets and compose may leave out', () => {
    const caddyfile = read(paths.caddyfile)
    expect(compose).toMatch(/- \.\/Caddyfile:\/etc\/caddy\/Caddyfile:ro/)
    const placeholders = [...caddyfile.matchAll(/\{\$(\w+)(:[^}]*)?\}/g)]
    const set = caddyEnvironment(ports, '192.0.2.2')
    for (const [, name, fallback] of placeholders) {
      expect(set, `the stage sets ${name}`).toHaveProperty(name!)
      // Compose gives the Caddyfile no variable but PORTAL_HOST: each has a default or may be empty.
      expect(Boolean(fallback) || name === 'CADDY_OPTIONS', `${name} has a default`).toBe(true)
    }
    // …and PORTAL_HOST it must pass on to the proxy's container, or Caddy serves the example's name.
    const proxy = compose.slice(compose.indexOf('\n  proxy:'), compose.indexOf('\nvolumes:'))
    expect(proxy).toMatch(/^ {4}environment:\n {6}PORTAL_HOST: \$\{PORTAL_HOST:\?/m)
  })

  it('gives each instance a second port, for its successor in a release, apart from every other', () => {
    const all = Object.values(ports)
    expect(new Set(all).size).toBe(all.length)
    for (const instance of INSTANCES) {
      const [own, successor] = portsOfInstance(ports, instance)
      expect(own).toBe(ports[instance])
      expect(successor).not.toBe(own)
      expect(envNameOfPort(`${instance}-alt` as TPart)).toBe(
        `STAGE_${instance.replace('-', '_').toUpperCase()}_ALT_PORT`,
      )
    }
    expect(portsFrom({ STAGE_PORTAL_2_ALT_PORT: '9462' })['portal-2-alt']).toBe(9462)
  })

  // Caddy itself reads the file as compose runs it and as the stage does (where it is installed).
  const caddy = spawnSync('caddy', ['version']).status === 0
  it.skipIf(!caddy)(
    "is a Caddyfile Caddy adapts, with compose's defaults and with the stage's addresses",
    () => {
      const adapt = (env: Record<string, string>) => {
        const run = spawnSync('caddy', ['adapt', '--config', paths.caddyfile], {
          env: { PATH: process.env.PATH, ...env },
          encoding: 'utf8',
        })
        expect(run.status, run.stderr).toBe(0)
        return run.stdout
      }
      const composed = adapt({})
      expect(composed).toContain('"dial":"portal-1:8080"')
      expect(composed).toContain('"host":["portal.example.bt"]')
      const {
        XDG_DATA_HOME: _data,
        XDG_CONFIG_HOME: _config,
        ...placeholders
      } = caddyEnvironment(ports, '192.0.2.2')
      const staged = adapt(placeholders)
      expect(staged).toContain(`"dial":"127.0.0.1:${ports['portal-1']}"`)
      expect(staged).toContain('"host":["localhost","192.0.2.2"]')
      expect(staged).toContain('"install_trust":false')
      // A release sends to each instance's successor on its second port: the same file, read again.
      const successors = INSTANCES.map((instance) => portsOfInstance(ports, instance)[1])
      const released = adapt({ ...placeholders, ...caddyEnvironment(ports, '192.0.2.2', successors) })
      for (const port of successors) expect(released).toContain(`"dial":"127.0.0.1:${port}"`)
      expect(released).not.toContain(`"dial":"127.0.0.1:${ports['portal-1']}"`)
    },
  )
})
