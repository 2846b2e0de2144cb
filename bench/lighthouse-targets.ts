// The Lighthouse targets, one set per kind of visit, and the web bench's reading of a page's
// medians against its set: issue 46's for every customer page in either language (performance
// ≥ 0.95, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.02), within issue 35's where those are stricter (a
// public page's FCP and TBT). A figure a set leaves out (undefined) is printed, not judged.

/** A public page; a signed-in page opened cold (no cache, no service worker); `/ticket` again with both warm. */
export type Visit = 'public' | 'signed-in' | 'repeat'

/** One page's medians: scores 0–1, FCP and LCP in s, TBT in ms, bytes over the wire in KB. */
export interface Figures {
  performance: number
  accessibility: number
  bestPractices: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  js: number
  css: number
  total: number
}

/** Minimums for the scores, maximums for the rest. */
export type Target = Partial<Omit<Figures, 'total'>>

export const TARGETS: Record<Visit, Target> = {
  public: { performance: 0.95, accessibility: 1, bestPractices: 1, fcp: 1.5, lcp: 1.5, tbt: 100, cls: 0.02 },
  'signed-in': { performance: 0.95, accessibility: 1, bestPractices: 1, lcp: 1.5, tbt: 150, cls: 0.02 },
  repeat: { lcp: 1 },
}

/** The landing page's scripts and styles over the wire (decision 020), beside its public targets. */
export const LANDING_BUDGET_KB = { js: 120, css: 30 }

export function targetOf(label: string, visit: Visit): Target {
  return label === '/' ? { ...TARGETS[visit], ...LANDING_BUDGET_KB } : TARGETS[visit]
}

const SCORES = ['performance', 'accessibility', 'bestPractices'] as const
const NAMES: Record<keyof Target, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  fcp: 'FCP',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
  js: 'JS',
  css: 'CSS',
}
const shown: Record<keyof Target, (value: number) => string> = {
  performance: (v) => v.toFixed(2),
  accessibility: (v) => v.toFixed(2),
  bestPractices: (v) => v.toFixed(2),
  fcp: (v) => `${v.toFixed(2)} s`,
  lcp: (v) => `${v.toFixed(2)} s`,
  tbt: (v) => `${v.toFixed(0)} ms`,
  cls: (v) => v.toFixed(3),
  js: (v) => `${v.toFixed(0)} KB`,
  css: (v) => `${v.toFixed(0)} KB`,
}

/** What of `target` the medians miss, each as "label: figure". */
export function missedTargets(label: string, figures: Figures, target: Target): string[] {
  return (Object.keys(NAMES) as (keyof Target)[])
    .filter((key) => {
      const limit = target[key]
      if (limit === undefined) return false
      return (SCORES as readonly string[]).includes(key) ? figures[key] < limit : figures[key] > limit
    })
    .map((key) => `${label}: ${NAMES[key]} ${shown[key](figures[key])}`)
}
