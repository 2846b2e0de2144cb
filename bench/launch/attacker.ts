// The attacker of issue 31, from the same four addresses as the customers and at the same
// time: a guessing burst at one account, code requests naming one victim's number, and
// registrations never finished. By default it never solves a proof of work: a script that
// pays for every attempt is what the proof of work is for.
import { randomBytes } from 'node:crypto'
import { SIGN_IN_CODE_ATTEMPTS } from '../../packages/domain/src/sign-in-codes'
import { field, type Answer, type Client } from './http'
import {
  BURST_TARGET,
  VICTIM,
  madeUpCid,
  madeUpMobile,
  randomCode,
  registration,
  type Person,
  type Places,
} from './people'
import { inParallel } from './pool'
import { sendGuarded } from './proof-of-work'
import type { Tally } from './tally'

export const ATTACK = { guesses: 2_000, victimCodeRequests: 300, junkRegistrations: 500 }
/**
 * Requests in flight. The burst is wide because the portal holds each evaluated guess at an
 * account for up to 4 s (its tarpit): a script fires its guesses together, not one by one.
 * The other parts need no more than a handful to spend any allowance within seconds.
 */
const BURST_IN_FLIGHT = 64
const IN_FLIGHT = 8
/** Real challenges to guess codes against: each allows SIGN_IN_CODE_ATTEMPTS tries. */
const REAL_CHALLENGES = Math.ceil(ATTACK.guesses / 2 / SIGN_IN_CODE_ATTEMPTS)

export const ATTACK_STEPS = {
  wrongMobile: 'guess a mobile (burst)',
  realChallenge: 'ask a code for the target (burst)',
  wrongCode: 'guess a code (burst)',
  victimSignIn: "sign in as the victim (code to victim's number)",
  victimRegistration: "register a made-up CID with the victim's number",
  junk: 'register a random CID, never finished',
} as const

export interface Attack {
  clients: Client[]
  tally: Tally
  solves: boolean
  places: Places
  /** A performance.now() time after which no new request starts. */
  deadline: number
}

export interface Gains {
  signInsWon: number
  accountsCreated: number
}

const from = (attack: Attack, index: number) => attack.clients[index % attack.clients.length]!
/**
 * Where the i-th request of a part that alternates two kinds goes: each kind in turn over
 * every address (by i alone, one kind would only ever leave two of the four).
 */
const alternating = (attack: Attack, i: number) => from(attack, Math.floor(i / 2))
const guard = (attack: Attack) => ({ solves: attack.solves, count: attack.tally.proofOfWork })
const signInBody = (person: Person) => ({ username: person.cid, password: person.mobile })

/**
 * The challenge the next code guess goes at: a real one while it has tries left, else a new
 * one asked for with the target's (public) CID and mobile — which sends the target an SMS.
 * One request at a time, the guesses waiting for it. The first refusal ends the asking: the
 * code budget is spent for the hour, and each further ask would only sit in the portal's
 * tarpit (up to 4 s) while the guesses wait. Guesses then go at the last challenge.
 */
function challenges(attack: Attack) {
  let current = randomBytes(32).toString('base64url')
  let triesLeft = 0
  let asked = 0
  let refused = false
  let asking: Promise<void> | undefined
  const ask = async (client: Client) => {
    asked++
    const answer = await sendGuarded(client, '/api/accounts/login/', signInBody(BURST_TARGET), guard(attack))
    refused = !attack.tally.expect(ATTACK_STEPS.realChallenge, answer, 202)
    if (refused) return
    current = String(field(answer, 'challenge'))
    triesLeft = SIGN_IN_CODE_ATTEMPTS
  }
  return async (client: Client) => {
    if (triesLeft <= 0 && !refused && asked < REAL_CHALLENGES)
      await (asking ??= ask(client).finally(() => (asking = undefined)))
    triesLeft--
    return current
  }
}

/** 2,000 guesses at one existing account: half wrong mobiles, half wrong codes against real challenges. */
async function burst(attack: Attack, gains: Gains) {
  const nextChallenge = challenges(attack)
  const won = (answer: Answer) => answer.status === 200 && gains.signInsWon++
  await inParallel(
    ATTACK.guesses,
    BURST_IN_FLIGHT,
    async (i) => {
      const client = alternating(attack, i)
      if (i % 2 === 0) {
        const wrong = { username: BURST_TARGET.cid, password: madeUpMobile() }
        const answer = await sendGuarded(client, '/api/accounts/login/', wrong, guard(attack))
        attack.tally.expect(ATTACK_STEPS.wrongMobile, answer, 200)
        won(answer)
        return
      }
      const guess = { challenge: await nextChallenge(client), code: randomCode() }
      const answer = await sendGuarded(client, '/api/accounts/login/verify/', guess, guard(attack))
      attack.tally.expect(ATTACK_STEPS.wrongCode, answer, 200)
      won(answer)
    },
    attack.deadline,
  )
}

/** A registration the attacker sends; 201 (an account, no code asked) is a gain. */
async function registers(attack: Attack, client: Client, step: string, person: Person, gains: Gains) {
  const body = registration(person, attack.places, 'Made Up Name')
  const answer = await sendGuarded(client, '/api/customers/', body, guard(attack))
  attack.tally.expect(step, answer, 202)
  if (answer.status === 201) gains.accountsCreated++
}

/** 300 code requests naming the victim's number: sign-ins as the victim, and registrations of made-up CIDs with it. */
async function codesToVictim(attack: Attack, gains: Gains) {
  await inParallel(
    ATTACK.victimCodeRequests,
    IN_FLIGHT,
    async (i) => {
      if (i % 2 === 1) {
        const person = { cid: madeUpCid(), mobile: VICTIM.mobile }
        return registers(attack, alternating(attack, i), ATTACK_STEPS.victimRegistration, person, gains)
      }
      const answer = await sendGuarded(
        alternating(attack, i),
        '/api/accounts/login/',
        signInBody(VICTIM),
        guard(attack),
      )
      attack.tally.expect(ATTACK_STEPS.victimSignIn, answer, 202)
    },
    attack.deadline,
  )
}

/** 500 registrations of random CIDs, never finished with their codes. */
async function junkRegistrations(attack: Attack, gains: Gains) {
  await inParallel(
    ATTACK.junkRegistrations,
    IN_FLIGHT,
    (i) =>
      registers(
        attack,
        from(attack, i),
        ATTACK_STEPS.junk,
        { cid: madeUpCid(), mobile: madeUpMobile() },
        gains,
      ),
    attack.deadline,
  )
}

/** All three parts at once; what the attacker won. The victim's SMS are counted from the inbox by the caller. */
export async function attack(attack: Attack): Promise<Gains> {
  const gains = { signInsWon: 0, accountsCreated: 0 }
  await Promise.all([burst(attack, gains), codesToVictim(attack, gains), junkRegistrations(attack, gains)])
  return gains
}
