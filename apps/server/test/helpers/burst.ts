/**
 * How many simultaneous requests a burst test sends, one setting for every such test
 * (issue 36). 200 by default, for `npm test` on the embedded database: it has one
 * connection, so requests queue on it and a bigger burst proves only counting, not races.
 * CI's PostgreSQL pass sets TEST_BURST=2000 (.ci/run), where a pool of connections makes
 * the races real. A burst test must prove its limit atomic at either size.
 */
export const BURST = burstSize(process.env.TEST_BURST)

/**
 * A burst test's time: its answers are counted, not timed, and 2,000 requests on a busy
 * machine take longer than the suite's 30 s (CI once took that long for one on PostgreSQL).
 */
export const BURST_TIMEOUT_MS = 30_000 + BURST * 30

function burstSize(setting: string | undefined) {
  if (setting === undefined || setting === '') return 200
  const size = Number(setting)
  // Every limit a burst meets allows at most a few dozen: a burst must go well beyond.
  if (!Number.isInteger(size) || size < 100)
    throw new Error(`TEST_BURST must be a whole number ≥ 100: ${setting}`)
  return size
}
