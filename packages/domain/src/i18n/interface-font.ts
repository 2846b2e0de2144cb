import { INTERFACE_FONT_CLUSTERS } from './interface-font-clusters'

/**
 * The Dzongkha pages' interface cut of Jomolhari draws the letters and stacks of the portal's own
 * texts, no others (decision 083). A text a translator changed after the build may bring one it
 * does not draw, which the cut would show unstacked: such a page takes the whole font instead.
 */
const DRAWN = new Set(INTERFACE_FONT_CLUSTERS.split(' '))
const DRAWN_LETTERS = new Set([...INTERFACE_FONT_CLUSTERS.replace(/ /g, '')])
const TIBETAN_RUNS = /[\u0F00-\u0FFF]+/g

/** A run's letters and stacks: its grapheme clusters (a letter and the marks and letters stacked on it). */
function clustersOf(run: string): string[] {
  // Without Intl.Segmenter (Firefox before 125), each letter alone: a stack of known letters passes.
  if (typeof Intl.Segmenter !== 'function') return [...run]
  return [...new Intl.Segmenter('dz', { granularity: 'grapheme' }).segment(run)].map(({ segment }) => segment)
}

/** Every Tibetan letter and stack of these texts, once each, sorted: what a cut of the font must draw. */
export const tibetanClustersOf = (texts: readonly string[]) =>
  [...new Set(texts.flatMap((text) => (text.match(TIBETAN_RUNS) ?? []).flatMap(clustersOf)))].sort()

/** The Tibetan letters and stacks of `text` that the interface's cut does not draw. */
export function beyondTheInterfaceFont(text: string): string[] {
  const drawn = typeof Intl.Segmenter === 'function' ? DRAWN : DRAWN_LETTERS
  return tibetanClustersOf([text]).filter((cluster) => !drawn.has(cluster))
}
