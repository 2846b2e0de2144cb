/**
 * Runs `work(0…count-1)` with at most `inFlight` at once, starting none after `deadline`
 * (a performance.now() time): a run stops by itself however slow the server gets. Answers how
 * many were started.
 */
export async function inParallel(
  count: number,
  inFlight: number,
  work: (index: number) => Promise<void>,
  deadline = Infinity,
): Promise<number> {
  let next = 0
  const worker = async () => {
    while (next < count && performance.now() < deadline) await work(next++)
  }
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker))
  return next
}
