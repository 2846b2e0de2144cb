// The web bench's check that a Lighthouse run measured the page it names (bench/lighthouse-run-check.ts):
// a failed run or a page measured signed out must not pass its zeros or its sign-in page off as figures.
import type { RunnerResult } from 'lighthouse'
import { describe, expect, it } from 'vitest'
import { runProblem, SIGNED_IN_REQUEST } from '../bench/lighthouse-run-check'

const origin = 'http://127.0.0.1:8000'

/** The parts of a Lighthouse result the check reads, as a run of `path` reports them. */
function run({
  path = '/ticket',
  score = 0.8 as number | null,
  profileStatus = 200 as number | null,
  runtimeError = undefined as string | undefined,
} = {}) {
  const items = [{ url: `${origin}${path}`, statusCode: 200 }]
  if (profileStatus !== null) items.push({ url: `${origin}${SIGNED_IN_REQUEST}`, statusCode: profileStatus })
  return {
    finalDisplayedUrl: `${origin}${path}`,
    runtimeError: runtimeError ? { code: runtimeError, message: runtimeError } : undefined,
    categories: { performance: { score } },
    audits: { 'network-requests': { details: { items } } },
  } as unknown as RunnerResult['lhr']
}

describe('whether a Lighthouse run measured its page', () => {
  it('takes a signed-in run that fetched the profile and scored', () => {
    expect(runProblem(run(), '/ticket', true)).toBeUndefined()
  })

  it('takes a public page that asked for no profile', () => {
    expect(runProblem(run({ path: '/', profileStatus: null }), '/', false)).toBeUndefined()
  })

  it('runs again when Lighthouse itself failed (its scores are null, which read as 0)', () => {
    expect(runProblem(run({ score: null, runtimeError: 'NO_NAVSTART' }), '/ticket', true)).toEqual({
      retry: true,
      reason: 'Lighthouse failed to measure it (NO_NAVSTART)',
    })
  })

  it('refuses a signed-in page that was sent to sign in', () => {
    const problem = runProblem(run({ path: '/customer-login/ticket', profileStatus: null }), '/ticket', true)
    expect(problem).toEqual({
      retry: false,
      reason: 'it ended at /customer-login/ticket: measured signed out',
    })
  })

  it('refuses a signed-in page whose token the server refused', () => {
    expect(runProblem(run({ profileStatus: 401 }), '/ticket', true)?.reason).toBe(
      `measured signed out: ${SIGNED_IN_REQUEST} answered 401`,
    )
  })

  it('refuses a signed-in page that never asked for the profile', () => {
    expect(runProblem(run({ profileStatus: null }), '/ticket', true)?.reason).toBe(
      `measured signed out: ${SIGNED_IN_REQUEST} was never asked for`,
    )
  })

  it.each([0, null])('refuses a run whose performance scored %s', (score) => {
    expect(runProblem(run({ score }), '/ticket', true)).toEqual({
      retry: false,
      reason: `its performance scored ${score ?? 'nothing'}`,
    })
  })
})
