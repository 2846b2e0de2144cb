// The attacker's review probes of issue 45, run as an attacker would, against the built portal
// on a fresh embedded database each:
//
// - T4-1, SMS_PER_HOUR=40: one SIM (an account of the attacker's own, its codes read from the
//   development inbox) signs in again and again as fast as it goes for 60 s, every proof of work
//   asked solved, from a carrier's address honest customers share. Every 3 s another honest
//   customer asks for a sign-in code, and every 12 s a newcomer registers.
// - T4-2, the default SMS_PER_HOUR: 1,000 made-up registrations (random CIDs and strangers'
//   numbers, real dzongkhag and gewog) from five addresses of the attacker's own, as fast as
//   they go, a proof of work solved whenever the portal asks for one, until an address is told
//   its network can be sent no more codes this hour (then its proofs buy nothing, and a rational
//   attacker sends the rest without paying). Every 3 s an honest customer signs in and a newcomer
//   registers, from the carriers' addresses.
//
// Each source address is a real peer of its own on the loopback (127.x.y.z, as http.ts binds
// it), so the portal needs no TRUST_PROXY and an attacker cannot pick their network by header.
// Targets: every honest code request 202 (never 503), its code in the inbox within 10 s and
// accepted; the newcomers' registrations 202; the strangers' SMS within the registrations'
// share. Prints the figures and exits 1 when one is missed.
//
//   npm run build --workspace @portal/server && npm run probes --workspace @portal/bench
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { limitSettings } from '../../apps/server/src/config/limits'
import { networkPart, shareSize } from '../../apps/server/src/services/sign-in/sms-ceiling'
import { register, signIn, STEPS, type Caller } from './customers'
import { clientFrom, field, type Answer, type Client } from './http'
import { newestSms, nextCode } from './inbox'
import { ONE_SIM, customer, madeUpCid, madeUpMobile, registration, type Person, type Places } from './people'
import { PHONE_LESS_ADDRESSES } from './phone-less'
import { startPortal } from './portal'
import { asksForProofOfWork, noProofOfWork, sendGuarded } from './proof-of-work'
import { CARRIER_ADDRESSES, placesOf } from './run'
import { quantile, Tally } from './tally'

const HOME_ADDRESS = '127.0.0.1'
/** Where customers registered before the probe, apart from every address of the probe itself. */
const HOME_LINES = ['127.0.3.1', '127.0.3.2', '127.0.3.3', '127.0.3.4']
const HONEST_EVERY_MS = 3_000
const CODE_IN_TIME_MS = 10_000
const T41 = { smsPerHour: 40, seconds: 60, newcomerEvery: 4 }
// The attacker's proofs are solved on the two cores the portal runs on (some 0.3 s of a core
// each): 1,000 registrations take about two minutes; the bound only stops a run gone wrong.
const T42 = { registrations: 1_000, inFlightPerAddress: 2, mostSeconds: 180, honestAfterSeconds: 15 }
/** The portal's own default, as an operator who never sized it leaves it. */
const DEFAULT_SMS_PER_HOUR = limitSettings.SMS_PER_HOUR.parse(undefined)
/** The one SIM waits this long after a refusal: enough not to spin on two shared cores. */
const AFTER_REFUSAL_MS = 250
/** As the page answers them (apps/web api-client). */
const MOST_PROOFS = 3

/** One honest code request and what came of it. */
interface HonestAsk {
  kind: 'sign-in' | 'register'
  /** When it was asked (performance.now()). */
  at: number
  status: number
  proofs: number
  solveMs: number
  /** From the 202 to the SMS's time in the inbox; undefined when no new code came. */
  delayMs?: number
  /** The code sent back was accepted (200 for a sign-in, 201 for a registration). */
  accepted: boolean
}

/**
 * An honest phone's request: a proof of work solved whenever one is asked, on its own core (a
 * phone does not queue behind the attacker's solving, as sendGuarded's shared solvers would).
 */
async function honestSend(client: Client, path: string, json: Record<string, unknown>) {
  let answer: Answer = await client.send('POST', path, { json })
  let proofs = 0
  let solveMs = 0
  for (let round = 0; round < MOST_PROOFS && asksForProofOfWork(answer); round++) {
    proofs++
    const challenge = field(answer, 'challenge') as Challenge
    const started = performance.now()
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 }).catch(() => null)
    solveMs += performance.now() - started
    if (!solution) break
    const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    answer = await client.send('POST', path, { json, proof })
  }
  return { answer, proofs, solveMs }
}

/** An honest customer asks for a code, reads it off the phone and sends it back. */
async function honestAsk(
  client: Client,
  inbox: Client,
  kind: HonestAsk['kind'],
  person: Person,
  places: Places,
): Promise<HonestAsk> {
  const at = performance.now()
  const before = await newestSms(inbox, person.mobile)
  const [path, body, verify, done] =
    kind === 'sign-in'
      ? [
          '/api/accounts/login/',
          { username: person.cid, password: person.mobile },
          '/api/accounts/login/verify/',
          200,
        ]
      : ['/api/customers/', registration(person, places, 'Honest Newcomer'), '/api/customers/verify/', 201]
  const { answer, proofs, solveMs } = await honestSend(client, path, body)
  const answeredAt = Date.now()
  const asked: HonestAsk = { kind, at, status: answer.status, proofs, solveMs, accepted: false }
  if (answer.status !== 202 || field(answer, 'new_code') === false) return asked
  const sms = await nextCode(inbox, person.mobile, before)
  if (sms.at) asked.delayMs = Date.parse(sms.at) - answeredAt
  if (!sms.code) return asked
  const sentBack = await client.send('POST', verify, {
    json: { challenge: field(answer, 'challenge'), code: sms.code },
  })
  asked.accepted = sentBack.status === done
  return asked
}

/** Every `HONEST_EVERY_MS` until `over()`, the asks `tick(i)` starts; all of them, once ended. */
async function everyFewSeconds(over: () => boolean, tick: (i: number) => Promise<HonestAsk>[]) {
  const asks: Promise<HonestAsk>[] = []
  for (let i = 0; !over(); i++) {
    asks.push(...tick(i))
    const next = performance.now() + HONEST_EVERY_MS
    while (!over() && performance.now() < next) await sleep(100)
  }
  return Promise.all(asks)
}

/**
 * Registers `people` before the attack, one after another from each of a few home lines at
 * once (a network's second unfinished registration would pay a proof of work).
 */
async function beforehand(base: string, inbox: Client, places: Places, people: Person[]) {
  const lines = HOME_LINES.map((address) => clientFrom(base, address))
  try {
    await Promise.all(
      lines.map(async (client, line) => {
        const caller: Caller = { client, inbox, tally: new Tally(), solves: true }
        for (const person of people.filter((_, i) => i % lines.length === line)) {
          const done = await register(caller, person, places, 'Registered Beforehand')
          if (!done.ok)
            throw new Error(`${person.cid} could not register before the probe: ${done.stoppedAt}`)
        }
      }),
    )
  } finally {
    for (const client of lines) client.close()
  }
}

/** A fresh portal, its clients, and the work of one probe; stopped whatever happens. */
async function withPortal<T>(
  smsPerHour: number,
  work: (base: string, home: Client, carriers: Client[], places: Places) => Promise<T>,
) {
  const portal = await startPortal({ kind: 'embedded' }, smsPerHour)
  const home = clientFrom(portal.base, HOME_ADDRESS)
  const carriers = CARRIER_ADDRESSES.map((address) => clientFrom(portal.base, address))
  try {
    return await work(portal.base, home, carriers, await placesOf(home))
  } finally {
    for (const client of [home, ...carriers]) client.close()
    await portal.stop()
  }
}

const count = (statuses: number[]) => {
  const counted = new Map<number, number>()
  for (const status of statuses) counted.set(status, (counted.get(status) ?? 0) + 1)
  return [...counted].sort(([a], [b]) => a - b)
}
const statusText = (statuses: number[]) =>
  count(statuses)
    .map(([s, n]) => `${n}×${s}`)
    .join(' ') || '–'
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–')
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `p50 ${seconds(quantile(sorted, 0.5))}, p95 ${seconds(quantile(sorted, 0.95))}, max ${seconds(sorted.at(-1) ?? NaN)}`
}

/** The honest figures of a probe, as lines, and the targets they missed. */
function honestFigures(asks: HonestAsk[]) {
  const lines: string[] = []
  const missed: string[] = []
  for (const kind of ['sign-in', 'register'] as const) {
    const these = asks.filter((ask) => ask.kind === kind)
    if (!these.length) continue
    const proved = these.filter((ask) => ask.proofs > 0)
    const delays = these.flatMap((ask) => (ask.delayMs === undefined ? [] : [ask.delayMs]))
    const label = kind === 'sign-in' ? 'honest sign-ins' : 'honest newcomers'
    lines.push(
      `  ${label}: ${these.length}, answered ${statusText(these.map((a) => a.status))}; ` +
        `proof of work asked of ${proved.length} (${proved.reduce((n, a) => n + a.proofs, 0)} proofs, ` +
        `solving ${proved.length ? spread(proved.map((a) => a.solveMs)) : '–'})`,
      `    code 202 → inbox: ${delays.length ? spread(delays) : '–'}; codes accepted ${these.filter((a) => a.accepted).length}/${these.length}`,
    )
    const not202 = these.filter((ask) => ask.status !== 202).length
    if (not202) missed.push(`${label}: ${not202} of ${these.length} not answered 202`)
    const late = these.filter((a) => a.status === 202 && !(a.delayMs! <= CODE_IN_TIME_MS)).length
    if (late) missed.push(`${label}: ${late} codes not in the inbox within ${CODE_IN_TIME_MS / 1000} s`)
    const refused = these.filter((a) => a.status === 202 && !a.accepted).length
    if (refused) missed.push(`${label}: ${refused} codes not accepted when sent back`)
  }
  return { lines, missed }
}

/** T4-1: a ceiling of 40, one SIM signing in to its own account as fast as it goes. */
async function t41() {
  const honestPeople = Array.from({ length: T41.seconds / 3 + 2 }, (_, i) => customer(i))
  return withPortal(T41.smsPerHour, async (base, home, carriers, places) => {
    await beforehand(base, home, places, [ONE_SIM, ...honestPeople])
    const attackerTally = new Tally()
    // The SIM sits behind the first carrier's address, among honest customers.
    const sim: Caller = { client: carriers[0]!, inbox: home, tally: attackerTally, solves: true }
    const ends = performance.now() + T41.seconds * 1_000
    const over = () => performance.now() >= ends
    const attacker = { tries: 0, signIns: 0 }
    const attack = (async () => {
      while (!over()) {
        attacker.tries++
        const done = await signIn(sim, ONE_SIM, await newestSms(home, ONE_SIM.mobile))
        if (done.ok) attacker.signIns++
        else await sleep(AFTER_REFUSAL_MS)
      }
    })()
    const honest = everyFewSeconds(over, (i) => {
      const client = carriers[i % carriers.length]!
      const asks = [honestAsk(client, home, 'sign-in', honestPeople[i % honestPeople.length]!, places)]
      if (i % T41.newcomerEvery === 1)
        asks.push(
          honestAsk(carriers[(i + 1) % carriers.length]!, home, 'register', customer(500 + i), places),
        )
      return asks
    })
    const [asks] = await Promise.all([honest, attack])
    const { lines, missed } = honestFigures(asks)
    const pow = attackerTally.proofOfWork
    return {
      title: `T4-1: SMS_PER_HOUR=${T41.smsPerHour}, one SIM signing in for ${T41.seconds} s`,
      lines: [
        `  attacker: ${attacker.tries} tries, ${attacker.signIns} sign-ins done; sign-in requests answered ` +
          `${stepText(attackerTally, STEPS.signIn, 202)}, codes sent back answered ${stepText(attackerTally, STEPS.signInVerify, 200)}; ` +
          `proofs asked ${pow.shown}, solved ${pow.solved}`,
        ...lines,
      ],
      missed,
    }
  })
}

/** The answers a tally saw at one step: those that let the caller go on, then the others. */
function stepText(tally: Tally, step: string, wentOn: number) {
  const others = [...tally.refusals(step)].sort(([a], [b]) => a - b)
  return [[wentOn, tally.spread(step).n], ...others].map(([s, n]) => `${n}×${s}`).join(' ')
}

/** T4-2: the default ceiling, 1,000 made-up registrations from five addresses. */
async function t42() {
  const honestPeople = Array.from({ length: (T42.mostSeconds + T42.honestAfterSeconds) / 3 + 2 }, (_, i) =>
    customer(1_000 + i),
  )
  return withPortal(DEFAULT_SMS_PER_HOUR, async (base, home, carriers, places) => {
    await beforehand(base, home, places, honestPeople)
    const clients = PHONE_LESS_ADDRESSES.map((address) => clientFrom(base, address))
    const ends = performance.now() + T42.mostSeconds * 1_000
    let sent = 0
    const statuses: number[] = []
    const proofOfWork = noProofOfWork()
    const strangers = { sms: 0, unproved: new Map<string, number>() }
    /** Addresses told their network can be sent no more codes this hour. */
    const spent = new Set<string>()
    const from = async (client: Client) => {
      while (sent < T42.registrations && performance.now() < ends) {
        sent++
        const body = registration({ cid: madeUpCid(), mobile: madeUpMobile() }, places, 'Made Up Name')
        const solves = !spent.has(client.address)
        const answer = await sendGuarded(client, '/api/customers/', body, { solves, count: proofOfWork })
        statuses.push(answer.status)
        if (answer.status === 429 || answer.status === 503) spent.add(client.address)
        if (spent.size === clients.length) fullAt ??= performance.now()
        if (answer.status !== 202 || field(answer, 'new_code') === false) continue
        strangers.sms++
        if (answer.provedAt === undefined)
          strangers.unproved.set(client.address, (strangers.unproved.get(client.address) ?? 0) + 1)
      }
    }
    let fullAt: number | undefined
    let attackEnded = Infinity
    const started = performance.now()
    // Honest customers go on a while after the attack: its codes still wait to come back.
    let honestEnds = Infinity
    const attack = Promise.all(
      clients.flatMap((client) => Array.from({ length: T42.inFlightPerAddress }, () => from(client))),
    ).finally(() => {
      attackEnded = performance.now()
      honestEnds = attackEnded + T42.honestAfterSeconds * 1_000
    })
    const honest = everyFewSeconds(
      () => performance.now() >= honestEnds,
      (i) => [
        honestAsk(
          carriers[i % carriers.length]!,
          home,
          'sign-in',
          honestPeople[i % honestPeople.length]!,
          places,
        ),
        honestAsk(carriers[(i + 1) % carriers.length]!, home, 'register', customer(2_000 + i), places),
      ],
    )
    const [asks] = await Promise.all([honest, attack])
    const attackSeconds = (attackEnded - started) / 1000
    const whenFull = asks.filter((ask) => fullAt !== undefined && ask.at >= fullAt)
    for (const client of clients) client.close()
    const { lines, missed } = honestFigures(asks)
    const share = shareSize(DEFAULT_SMS_PER_HOUR)
    if (strangers.sms > share) missed.push(`SMS to strangers: ${strangers.sms}, past the share of ${share}`)
    if (sent < T42.registrations)
      missed.push(`the attacker sent ${sent} of ${T42.registrations} registrations in ${T42.mostSeconds} s`)
    const unproved = [...strangers.unproved].map(([address, n]) => `${address} ${n}`).join(', ') || 'none'
    return {
      title: `T4-2: SMS_PER_HOUR=${DEFAULT_SMS_PER_HOUR} (default), ${T42.registrations} made-up registrations from ${clients.length} addresses`,
      lines: [
        `  attacker: ${sent} registrations in ${attackSeconds.toFixed(1)} s, answered ${statusText(statuses)}; ` +
          `proofs demanded ${proofOfWork.shown}, solved ${proofOfWork.solved}`,
        `  SMS to strangers: ${strangers.sms} (registrations' share ${share}, a network's part ` +
          `${networkPart(DEFAULT_SMS_PER_HOUR)}); without a proof: ${unproved}`,
        `  every attacker's network full ${fullAt === undefined ? 'never' : `at ${((fullAt - started) / 1000).toFixed(1)} s`}; ` +
          `honest asks after: ${whenFull.length}, answered ${statusText(whenFull.map((a) => a.status))}, ` +
          `proofs ${whenFull.reduce((n, a) => n + a.proofs, 0)}`,
        ...lines,
      ],
      missed,
    }
  })
}

/** A probe, with the wall time it took in its title. */
async function timed(probe: () => Promise<{ title: string; lines: string[]; missed: string[] }>) {
  const started = performance.now()
  const result = await probe()
  return { ...result, title: `${result.title} (${((performance.now() - started) / 1000).toFixed(0)} s)` }
}

const started = performance.now()
const results = [await timed(t41), await timed(t42)]
const missed = results.flatMap((result) => result.missed)
for (const result of results) console.log([result.title, ...result.lines].join('\n'))
console.log(`(both in ${((performance.now() - started) / 1000).toFixed(0)} s)`)
console.log(
  missed.length ? `Targets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}` : 'Every target met.',
)
process.exitCode = missed.length ? 1 : 0
