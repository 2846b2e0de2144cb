// The run's figures beside the targets of issues 31 and 45 (targets.ts says which are met).
// The figures are the result: nothing here fails a run.
import { SMS_PER_HOUR } from './portal'
import { ATTACK } from './attacker'
import type { ProofOfWorkCount } from './proof-of-work'
import { PHONE_LESS_ADDRESSES, PHONE_LESS_STEP } from './phone-less'
import { CARRIER_ADDRESSES, type RunResult, type SmsCount } from './run'
import { targetLines } from './targets'
import { quantile, type Tally } from './tally'

const n = (value: number) => value.toLocaleString('en')
const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(0))
const line = (label: string, figure: string, target = '') =>
  `  ${label.padEnd(46)} ${figure.padEnd(34)} ${target ? `target: ${target}` : ''}`.trimEnd()

const smsFigure = ({ count, full }: SmsCount) =>
  full ? `${n(count)} or more (the inbox lists a number's newest 50)` : n(count)

/** The answers other than the step's own: the limits first, then any other status. */
function refusalColumns(refusals: ReadonlyMap<number, number>) {
  const limits = [429, 503, 428].map((status) => n(refusals.get(status) ?? 0).padStart(6))
  const others = [...refusals]
    .filter(([status]) => ![429, 503, 428].includes(status))
    .map(([status, count]) => `${status || 'none'} ×${n(count)}`)
  return `${limits.join('')}   ${others.join(', ') || '—'}`
}

const columns = (values: string[], width = 8) => values.map((v) => v.padStart(width)).join(' ')

function stepTable(title: string, tally: Tally, wentOn: string) {
  const head = `  ${title.padEnd(52)} ${columns([wentOn, 'p50 ms', 'p95 ms', 'all p50', 'all p95'])}${['429', '503', '428'].map((s) => s.padStart(6)).join('')}   other (status ×count; none = no answer)`
  const rows = tally.steps().map((step) => {
    const own = tally.spread(step)
    const all = tally.spread(step, true)
    const figures = [n(own.n), ms(own.p50), ms(own.p95), ms(all.p50), ms(all.p95)]
    return `    ${step.padEnd(50)} ${columns(figures)}${refusalColumns(tally.refusals(step))}`
  })
  return [head, ...rows]
}

function attackLines(result: RunResult) {
  const attack = result.attack
  if (!attack) return [line("the attacker's gains", 'no attacker in this run')]
  const victim = attack.victim.ok ? 'yes' : `no (stopped at ${attack.victim.stoppedAt})`
  const pow = attack.tally.proofOfWork
  return [
    line('attacker: sign-ins won', n(attack.gains.signInsWon), '0'),
    line("attacker: SMS that reached the victim's number", smsFigure(attack.victimSms), 'at most 5'),
    line('attacker: accounts created', n(attack.gains.accountsCreated), '0'),
    line('the victim then signed in', victim, 'yes'),
    line("  (SMS that reached the burst's target)", smsFigure(attack.targetSms)),
    line(
      '  (proof-of-work challenges shown to the attacker)',
      `${n(pow.shown)}${result.options.attackerSolves ? `, ${n(pow.solved)} solved` : ', never solved'}`,
    ),
  ]
}

/** How many proofs were solved at each work factor: "×1 120, ×2 40". */
const byFactor = ({ factors }: ProofOfWorkCount) =>
  [...factors]
    .sort((a, b) => a[0] - b[0])
    .map(([factor, count]) => `×${factor} ${n(count)}`)
    .join(', ') || 'none'

const proofs = (pow: ProofOfWorkCount) => `${n(pow.shown)} asked, ${n(pow.solved)} solved (${byFactor(pow)})`

/** Issue 45's two attackers on the hour's SMS ceiling. */
function ceilingLines(result: RunResult) {
  const ceiling = result.ceiling
  if (!ceiling) return []
  const { oneSim, phoneLess } = ceiling
  const tried = phoneLess.tally.spread(PHONE_LESS_STEP, true).n
  const unproved = [...phoneLess.unproved.values()].reduce((a, b) => a + b, 0)
  return [
    line('one SIM: sign-ins done, of tries', `${n(oneSim.signIns)} of ${n(oneSim.tries)}`),
    line('  proofs of work', proofs(oneSim.tally.proofOfWork)),
    line('phone-less: registrations tried', `${n(tried)} from ${PHONE_LESS_ADDRESSES.length} addresses`),
    line('  proofs of work (428s)', proofs(phoneLess.tally.proofOfWork)),
    line(
      '  SMS to strangers (202 with a new code)',
      `${n(phoneLess.strangersSms)}, ${n(unproved)} without a proof`,
    ),
  ]
}

export function report(result: RunResult): string {
  const { options } = result
  const where = options.store.kind === 'embedded' ? 'embedded database (PGlite)' : 'PostgreSQL'
  const who = options.attacker
    ? `attacker present (${n(ATTACK.guesses)} guesses, ${ATTACK.victimCodeRequests} code requests, ${ATTACK.junkRegistrations} junk registrations)`
    : 'no attacker'
  const pow = result.honest.proofOfWork
  const solveMs = [...pow.solveMs].sort((a, b) => a - b)
  const codeWaits = [...result.honest.codeWaits].sort((a, b) => a - b)
  const stops = [...result.stoppedAt].sort((a, b) => b[1] - a[1]).map(([at, count]) => `${at} ×${n(count)}`)
  const notStarted = options.customers - result.started
  return [
    `── ${where}, ${who}`,
    `   ${n(options.customers)} customers behind ${CARRIER_ADDRESSES.length} addresses, ${options.concurrency} at a time: ${result.seconds.toFixed(0)} s`,
    `   the portal's view of addresses: ${result.peers}`,
    `   SMS_PER_HOUR: ${n(SMS_PER_HOUR)} (${process.env.SMS_PER_HOUR ? 'from the environment' : "the portal's default"})`,
    line(
      'customers who finished',
      `${n(result.finished)} of ${n(options.customers)}`,
      `${n(options.customers)} of ${n(options.customers)}`,
    ),
    ...(notStarted > 0 ? [line('  not started: the run reached its time box', n(notStarted))] : []),
    line(
      'proof-of-work challenges, honest customers',
      `${n(pow.shown)} (${n(pow.solved)} solved)`,
      options.attacker ? '' : '0 with no attacker present',
    ),
    line('  by work factor', byFactor(pow)),
    line(
      "honest code's wait, 202 to inbox, p50 / p95",
      `${ms(quantile(codeWaits, 0.5))} / ${ms(quantile(codeWaits, 0.95))} ms`,
    ),
    ...(pow.solveMs.length
      ? [line('  solving, p50 / p95', `${ms(quantile(solveMs, 0.5))} / ${ms(quantile(solveMs, 0.95))} ms`)]
      : []),
    ...attackLines(result),
    ...ceilingLines(result),
    line('SMS sent in all', `${n(result.smsSent.count)} (${result.smsSent.from})`),
    line('answers 5xx', n(result.serverErrors), '0'),
    line("portal's log lines at warn and above", n(result.complaints.length)),
    ...result.complaints.slice(0, 3).map((complaint) => `      ${complaint.slice(0, 300)}`),
    `  where customers stopped: ${stops.join('; ') || 'none did'}`,
    ...stepTable('honest customers, by step', result.honest, 'went on'),
    ...(result.attack
      ? stepTable("attacker, by step ('won' = the attacker's aim)", result.attack.tally, 'won')
      : []),
    ...(result.attack
      ? stepTable("victim's own sign-in afterwards", result.attack.victimTally, 'went on')
      : []),
    ...(result.ceiling ? stepTable('one SIM, by step', result.ceiling.oneSim.tally, 'went on') : []),
    ...(result.ceiling ? stepTable('phone-less registrations', result.ceiling.phoneLess.tally, 'sent') : []),
    ...targetLines(result),
    '',
  ].join('\n')
}
