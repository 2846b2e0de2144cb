/** A stretch of text in one script: Tibetan (Dzongkha), or anything else (Latin, digits). */
export interface ScriptRun {
  tibetan: boolean
  text: string
}

const TIBETAN = /[\u0F00-\u0FFF]/
const SPACE = /\s/

/**
 * Text cut where its script changes, spaces staying with the run they follow, so a line of
 * Dzongkha keeps its own spaces and a name in Latin letters keeps its font.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = []
  for (const char of text) {
    const last = runs.at(-1)
    const tibetan = TIBETAN.test(char)
    if (last && (last.tibetan === tibetan || SPACE.test(char))) last.text += char
    else runs.push({ tibetan, text: char })
  }
  return runs
}
