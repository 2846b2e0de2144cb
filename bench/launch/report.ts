// The run's figures beside issue 31's targets. The figures are the result: nothing here
// passes or fails a run.
import { SMS_PER_HOUR } from './portal'
import { ATTACK } from './attacker'
import { CARRIER_ADDRESSES, type RunResult, type SmsCount } from './run'
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

export function report(result: RunResult): string {
  const { options } = result
  const where = options.store.kind === 'embedded' ? 'embedded database (PGlite)' : 'PostgreSQL'
  const who = options.attacker
    ? `attacker present (${n(ATTACK.guesses)} guesses, ${ATTACK.victimCodeRequests} code requests, ${ATTACK.junkRegistrations} junk registrations)`
    : 'no attacker'
  const pow = result.honest.proofOfWork
  const solveMs = [...pow.solveMs].sort((a, b) => a - b)
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
    ...(pow.solveMs.length
      ? [line('  solving, p50 / p95', `${ms(quantile(solveMs, 0.5))} / ${ms(quantile(solveMs, 0.95))} ms`)]
      : []),
    ...attackLines(result),
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
    '',
  ].join('\n')
}
