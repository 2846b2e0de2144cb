// One run: a fresh portal, 2,000 customers behind four addresses, and (or not) the attacker
// among them; what each met, for the report.
import { performance } from 'node:perf_hooks'
import { attack, type Attack, type Gains } from './attacker'
import { ceilingAttack, type CeilingAttackResult } from './ceiling-attack'
import { journey, register, signIn, type Caller, type Outcome } from './customers'
import { clientFrom, type Client } from './http'
import { INBOX_SIZE, newestSms, smsTo } from './inbox'
import { BURST_TARGET, ONE_SIM, VICTIM, madeUpMobile, type Person, type Places } from './people'
import { inParallel } from './pool'
import { startPortal, type Store } from './portal'
import { Tally } from './tally'

/** Four carrier addresses: thousands of subscribers behind each, as a mobile operator's NAT puts them. */
export const CARRIER_ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5']
/** The victim's and the target's own line, where they registered before launch day. */
const HOME_ADDRESS = '127.0.0.1'
/** Two addresses apart from the run's, to see how the portal tells clients apart. */
const PROBE_ADDRESSES = ['127.0.0.6', '127.0.0.7'] as const
const PROBE_CID = '30000000009'

export interface RunOptions {
  store: Store
  customers: number
  concurrency: number
  attacker: boolean
  attackerSolves: boolean
  deadlineMinutes: number
}

/** A number's SMS in the inbox; `full` when the inbox's 50 may hide older ones. */
export interface SmsCount {
  count: number
  full: boolean
}

export interface AttackResult {
  gains: Gains
  tally: Tally
  victimSms: SmsCount
  targetSms: SmsCount
  victim: Outcome
  victimTally: Tally
}

export interface RunResult {
  options: RunOptions
  seconds: number
  peers: string
  started: number
  finished: number
  stoppedAt: Map<string, number>
  honest: Tally
  attack?: AttackResult
  ceiling?: CeilingAttackResult
  smsSent: { count: number; from: string }
  serverErrors: number
  complaints: string[]
}

/** A sign-in the limit held back: a customer is asked for proof of work (428), staff wait (429). */
const held = (status: number | undefined) => status === 428 || status === 429

/**
 * Proves the portal sees each source address as its own client: six wrong sign-ins of one
 * CID from one address meet the per-account-and-address limit (5 in 15 minutes; past it a customer must prove work), and the next
 * from another address does not. Aborts only on evidence that addresses are lumped together.
 */
async function checkPeers(base: string): Promise<string> {
  const [first, second] = PROBE_ADDRESSES.map((address) => clientFrom(base, address)) as [Client, Client]
  const wrong = { json: { username: PROBE_CID, password: madeUpMobile() } }
  const statuses: number[] = []
  for (let i = 0; i < 6; i++) statuses.push((await first.send('POST', '/api/accounts/login/', wrong)).status)
  const other = (await second.send('POST', '/api/accounts/login/', wrong)).status
  first.close()
  second.close()
  const seen = `6 wrong sign-ins from ${PROBE_ADDRESSES[0]}: ${statuses.join(' ')}; then one from ${PROBE_ADDRESSES[1]}: ${other}`
  if (held(statuses.at(-1)) && held(other))
    throw new Error(`the portal does not tell source addresses apart (${seen})`)
  return held(statuses.at(-1)) ? `${seen}: told apart` : `${seen}: inconclusive (the limit changed?)`
}

/** The first dzongkhag, its first gewog and the first division: where the bench's people live. */
export async function placesOf(client: Client): Promise<Places> {
  const first = async (path: string) => {
    const answer = await client.send('GET', path)
    const id = Array.isArray(answer.body) ? (answer.body[0] as { id?: number } | undefined)?.id : undefined
    if (answer.status !== 200 || id === undefined) throw new Error(`GET ${path} answered ${answer.status}`)
    return id
  }
  const dzongkhag = await first('/api/addresses/dzongkhags/')
  return {
    dzongkhag,
    gewog: await first(`/api/addresses/gewogs/?dzongkhag=${dzongkhag}`),
    division: await first('/api/divisions/'),
  }
}

async function smsCount(inbox: Client, person: Person): Promise<SmsCount> {
  const count = (await smsTo(inbox, person.mobile)).length
  return { count, full: count >= INBOX_SIZE }
}

/** Registers the victim, the burst's target and the one SIM before launch day, from their home line. */
async function registerBeforehand(home: Caller, places: Places) {
  for (const [person, name] of [
    [VICTIM, 'Victim Dorji'],
    [BURST_TARGET, 'Target Wangmo'],
    [ONE_SIM, 'Sim Tenzin'],
  ] as const) {
    const done = await register(home, person, places, name)
    if (!done.ok) throw new Error(`${name} could not register before the run: ${done.stoppedAt}`)
  }
}

/** The attack, then the victim signing in from a carrier address as an honest person would. */
async function attackThenVictim(inbox: Client, attacker: Omit<Attack, 'tally'>): Promise<AttackResult> {
  const tally = new Tally()
  const before = { victim: await smsCount(inbox, VICTIM), target: await smsCount(inbox, BURST_TARGET) }
  const gains = await attack({ ...attacker, tally })
  const after = { victim: await smsCount(inbox, VICTIM), target: await smsCount(inbox, BURST_TARGET) }
  const less = (a: SmsCount, b: SmsCount) => ({ count: a.count - b.count, full: a.full })
  const victimTally = new Tally()
  const victimCaller = { client: attacker.clients[0]!, inbox, tally: victimTally, solves: true }
  const victim = await signIn(victimCaller, VICTIM, await newestSms(inbox, VICTIM.mobile))
  return {
    gains,
    tally,
    victimSms: less(after.victim, before.victim),
    targetSms: less(after.target, before.target),
    victim,
    victimTally,
  }
}

/** `portal_sms_sent_total` from /metrics (every series summed), when the portal has it. */
async function smsSentMetric(client: Client): Promise<number | undefined> {
  const answer = await client.send('GET', '/metrics')
  if (answer.status !== 200 || typeof answer.body !== 'string') return undefined
  const values = [...answer.body.matchAll(/^portal_sms_sent_total(?:\{[^}]*\})? (\S+)$/gm)].map((m) =>
    Number(m[1]),
  )
  return values.length ? values.reduce((a, b) => a + b, 0) : undefined
}

/** The customers, `concurrency` at a time, spread evenly over the carrier addresses. */
async function customersRun(options: RunOptions, callers: Caller[], places: Places, deadline: number) {
  const stoppedAt = new Map<string, number>()
  let finished = 0
  const started = await inParallel(
    options.customers,
    options.concurrency,
    async (i) => {
      const stop = await journey(callers[i % callers.length]!, i, places)
      if (stop === undefined) finished++
      else stoppedAt.set(stop, (stoppedAt.get(stop) ?? 0) + 1)
    },
    deadline,
  )
  return { started, finished, stoppedAt }
}

/** SMS sent in all: the portal's own counter when it has one, else the bench's count of 202s (each one code). */
async function smsSent(client: Client, tallies: Tally[]) {
  const counted = tallies.reduce((sum, t) => sum + t.answers((s) => s === 202), 0)
  const metric = await smsSentMetric(client)
  return metric === undefined
    ? { count: counted, from: 'counted: code requests answered 202; /metrics has no portal_sms_sent_total' }
    : { count: metric, from: `portal_sms_sent_total; the bench counted ${counted} answered 202` }
}

export async function run(options: RunOptions): Promise<RunResult> {
  const portal = await startPortal(options.store)
  const carriers = CARRIER_ADDRESSES.map((address) => clientFrom(portal.base, address))
  const home = clientFrom(portal.base, HOME_ADDRESS)
  try {
    const peers = await checkPeers(portal.base)
    const places = await placesOf(home)
    const setupTally = new Tally()
    if (options.attacker)
      await registerBeforehand({ client: home, inbox: home, tally: setupTally, solves: true }, places)

    const honest = new Tally()
    const callers = carriers.map((client) => ({ client, inbox: home, tally: honest, solves: true }))
    const started = performance.now()
    const deadline = started + options.deadlineMinutes * 60_000
    // Issue 45's attackers go on until the customers and the victim are done.
    let over = false
    const honestPart = Promise.all([
      customersRun(options, callers, places, deadline),
      options.attacker
        ? attackThenVictim(home, { clients: carriers, solves: options.attackerSolves, places, deadline })
        : undefined,
    ]).finally(() => (over = true))
    const [[customers, attackResult], ceiling] = await Promise.all([
      honestPart,
      options.attacker
        ? ceilingAttack({ base: portal.base, carrier: carriers[0]!, inbox: home, places, over: () => over })
        : undefined,
    ])
    const seconds = (performance.now() - started) / 1000
    const tallies = [
      honest,
      setupTally,
      ...(attackResult ? [attackResult.tally, attackResult.victimTally] : []),
      ...(ceiling ? [ceiling.oneSim.tally, ceiling.phoneLess.tally] : []),
    ]
    return {
      options,
      seconds,
      peers,
      ...customers,
      honest,
      ...(attackResult ? { attack: attackResult } : {}),
      ...(ceiling ? { ceiling } : {}),
      smsSent: await smsSent(home, tallies),
      serverErrors: tallies.reduce((sum, t) => sum + t.answers((s) => s >= 500), 0),
      complaints: portal.complaints,
    }
  } finally {
    for (const client of [...carriers, home]) client.close()
    await portal.stop()
  }
}
