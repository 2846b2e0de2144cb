import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const REPOSITORY = path.join(import.meta.dirname, '../../..')
// Where the portal's own words live: the catalogues and every other text of the domain and the
// web app (the language switch's name, the grammar's particles), and the reference data the
// server seeds (the dzongkhags' and gewogs' names in Dzongkha, shown in selects and answers).
const SOURCES = ['packages/domain/src', 'apps/web/src', 'apps/server/src/db/reference']

/** Every run of Tibetan letters in the portal's own texts: what the interface font must draw. */
export function interfaceRuns(): string[] {
  const runs = new Set<string>()
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) visit(file)
      // The cut's own list of what it draws is made from these runs, not one of them.
      else if (/\.(ts|tsx|json)$/.test(entry.name) && file !== INTERFACE_FONT_CLUSTERS)
        for (const run of readFileSync(file, 'utf8').match(/[\u0F00-\u0FFF]+/g) ?? []) runs.add(run)
    }
  }
  for (const source of SOURCES) visit(path.join(REPOSITORY, source))
  return [...runs].sort()
}

export const FONTS_FOLDER = path.join(import.meta.dirname, '../src/assets/fonts')
/** Jomolhari whole (unhinted): people's words, which may hold any letter and stack. */
export const COMPLETE_FONT = path.join(FONTS_FOLDER, 'jomolhari-tibetan-400-unhinted.woff2')
/** Jomolhari as the portal's own words need it: their glyphs and the rules that reach them. */
export const INTERFACE_FONT = path.join(FONTS_FOLDER, 'jomolhari-interface.woff2')
/** The letters and stacks the cut draws, for the pages to know a text it does not (decision 083). */
export const INTERFACE_FONT_CLUSTERS = path.join(
  REPOSITORY,
  'packages/domain/src/i18n/interface-font-clusters.ts',
)

/** The cut's letters and stacks as the domain reads them (packages/domain/src/i18n/interface-font.ts). */
export const clustersModule = (clusters: string[]) =>
  `// Written by apps/web/scripts/interface-font.ts with the font's interface cut, and checked by
// apps/web/test/dzongkha-font.test.ts: every Tibetan letter and stack the cut draws (decision 083).
export const INTERFACE_FONT_CLUSTERS =
  '${clusters.join(' ')}'
`
