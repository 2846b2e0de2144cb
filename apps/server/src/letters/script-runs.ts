import { paperScriptOf, type TPaperScript } from '@portal/domain/paper-script'

/** A stretch of text in one script, set in that script's font: Latin, Tibetan or Devanagari. */
export interface ScriptRun {
  script: TPaperScript
  text: string
}

/** Spaces, and ZWNJ and ZWJ (decision 051): they belong to the letters they follow. */
const NEUTRAL = /[\s\u200C\u200D]/u

/**
 * Text cut where its script changes, spaces and joiners staying with the run they follow, so a
 * line of Dzongkha keeps its own spaces, a Nepali half form its ZWJ, and a name in Latin
 * letters keeps its font. What no font prints (the fields refuse it) goes with Latin.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = []
  for (const char of text) {
    const last = runs.at(-1)
    const script = paperScriptOf(char) ?? 'latin'
    if (last && (last.script === script || NEUTRAL.test(char))) last.text += char
    else runs.push({ script, text: char })
  }
  return runs
}
