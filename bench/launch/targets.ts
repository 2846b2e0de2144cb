// The run's figures against the targets of issues 31 and 45, each met or missed. A missed target
// is a figure of the portal, not a failure of the bench: the bench still exits 0.
import { ATTACK_STEPS } from './attacker'
import { SMS_PER_HOUR } from './portal'
import type { RunResult } from './run'
import { quantile } from './tally'

export interface Target {
  name: string
  figure: string
  met: boolean
}

const n = (value: number) => value.toLocaleString('en')
/** An honest code later than this after its 202 is one the customer waits too long for. */
const CODE_WAIT_P95_MS = 10_000

function honestTargets({ options, honest, finished }: RunResult): Target[] {
  const waits = [...honest.codeWaits].sort((a, b) => a - b)
  const p95 = quantile(waits, 0.95)
  const saw503 = honest.answers((status) => status === 503)
  return [
    {
      name: `${n(options.customers)} of ${n(options.customers)} honest customers finish`,
      figure: n(finished),
      met: finished === options.customers,
    },
    { name: '0 honest customers see 503', figure: n(saw503), met: saw503 === 0 },
    {
      name: 'an honest code in the inbox within 10 s of its 202, p95',
      figure: `${(p95 / 1000).toFixed(1)} s over ${n(waits.length)} codes`,
      met: p95 <= CODE_WAIT_P95_MS,
    },
  ]
}

function attackerTargets({ attack, ceiling }: RunResult): Target[] {
  const targets: Target[] = []
  if (attack)
    targets.push({
      name: 'the victim of issue 31 signs in',
      figure: attack.victim.ok ? 'yes' : `no (${attack.victim.stoppedAt})`,
      met: attack.victim.ok,
    })
  if (!ceiling) return targets
  const share = Math.floor(SMS_PER_HOUR / 2)
  const strangers = ceiling.phoneLess.strangersSms + (attack?.tally.spread(ATTACK_STEPS.junk).n ?? 0)
  const unproved = [...ceiling.phoneLess.unproved]
  return [
    ...targets,
    {
      name: `the attackers' SMS to strangers ≤ ${n(share)} (the registrations' share)`,
      figure: n(strangers),
      met: strangers <= share,
    },
    {
      name: "phone-less SMS past each address's first cost a proof of work",
      figure:
        unproved.map(([address, count]) => `${address}: ${count} unproved`).join(', ') || 'none unproved',
      met: unproved.every(([, count]) => count <= 1),
    },
  ]
}

export const targetsOf = (result: RunResult) => [...honestTargets(result), ...attackerTargets(result)]

/** One line a target, then "Every target met." or the names of those missed. */
export function targetLines(result: RunResult) {
  const targets = targetsOf(result)
  const missed = targets.filter((target) => !target.met).map((target) => target.name)
  return [
    '  targets:',
    ...targets.map((t) => `    ${t.met ? 'met   ' : 'MISSED'} ${t.name.padEnd(62)} ${t.figure}`),
    missed.length ? `Targets missed: ${missed.join('; ')}` : 'Every target met.',
  ]
}
