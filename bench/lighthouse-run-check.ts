// Whether one Lighthouse run measured the page it was asked to. A run Lighthouse itself failed
// (a trace with no navigation start, NO_NAVSTART, now and then on a loaded machine) reports
// every score and metric as null, which read as 0: one such run in three, and a page's median
// looked impossibly fast; two, and its performance printed 0.00. A signed-in page measured
// signed out (the token refused) would show the sign-in page's figures under its own name.
import type { RunnerResult } from 'lighthouse'

type Result = RunnerResult['lhr']

/** The customer's profile: every signed-in page asks for it with the token first. */
export const SIGNED_IN_REQUEST = '/api/customers/profile/'

export interface RunProblem {
  /** Lighthouse's own failure, worth another run; the others are the page's, and final. */
  retry: boolean
  reason: string
}

export function runProblem(lhr: Result, pagePath: string, signedIn: boolean): RunProblem | undefined {
  if (lhr.runtimeError)
    return { retry: true, reason: `Lighthouse failed to measure it (${lhr.runtimeError.code})` }
  const ended = new URL(lhr.finalDisplayedUrl).pathname
  if (ended !== pagePath)
    return { retry: false, reason: `it ended at ${ended}${signedIn ? ': measured signed out' : ''}` }
  if (signedIn) {
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { url?: string; statusCode?: number }[] })
        ?.items ?? []
    const profile = requests.find((r) => r.url && new URL(r.url).pathname === SIGNED_IN_REQUEST)
    if (profile?.statusCode !== 200)
      return {
        retry: false,
        reason: `measured signed out: ${SIGNED_IN_REQUEST} ${profile ? `answered ${profile.statusCode}` : 'was never asked for'}`,
      }
  }
  if (!lhr.categories.performance?.score)
    return {
      retry: false,
      reason: `its performance scored ${lhr.categories.performance?.score ?? 'nothing'}`,
    }
  return undefined
}
