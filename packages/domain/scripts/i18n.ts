// The translator's round trip (issue 34):
//   npm run i18n -- export dz.po                     every Dzongkha entry, for Poedit and the like
//   npm run i18n -- import dz.po --by "Name Surname"  marks what the translator did as reviewed
// An import writes src/i18n/dz-reviews.json, which the catalogues lay over their drafts:
// commit it, and the next build shows the reviewed texts (and prints papers in Dzongkha once
// every text on them is reviewed, decision 052).
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DZONGKHA_ENTRIES } from '../src/i18n/dzongkha'
import { exportPo, importPo } from './po-files'
import type { TReview } from '../src/i18n/translation'

const REVIEWS_FILE = path.join(import.meta.dirname, '..', 'src', 'i18n', 'dz-reviews.json')
// npm runs the script from the repository's root: a file named on the command line is the
// person's, from where they typed it.
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file)

const { positionals, values } = parseArgs({ allowPositionals: true, options: { by: { type: 'string' } } })
const [command, file] = positionals

if (command === 'export' && file) {
  await writeFile(fromCaller(file), exportPo(DZONGKHA_ENTRIES))
  const drafts = DZONGKHA_ENTRIES.filter((entry) => !entry.reviewed).length
  console.log(`${file}: ${DZONGKHA_ENTRIES.length} entries, ${drafts} of them drafts (marked fuzzy).`)
} else if (command === 'import' && file && values.by?.trim()) {
  const previous = JSON.parse(await readFile(REVIEWS_FILE, 'utf8')) as Record<string, TReview>
  const outcome = importPo(await readFile(fromCaller(file)), DZONGKHA_ENTRIES, previous, {
    by: values.by.trim(),
    on: new Date().toISOString().slice(0, 10),
  })
  if (!outcome.ok) {
    console.error(`${file} is refused, and nothing is marked reviewed:\n- ${outcome.problems.join('\n- ')}`)
    process.exit(1)
  }
  const sorted = Object.fromEntries(Object.entries(outcome.reviews).sort(([a], [b]) => a.localeCompare(b)))
  await writeFile(REVIEWS_FILE, `${JSON.stringify(sorted, null, 2)}\n`)
  console.log(
    `${outcome.marked.length} entries marked reviewed by ${values.by.trim()}: commit ${path.relative(process.cwd(), REVIEWS_FILE)}.`,
  )
} else {
  console.error('Usage: npm run i18n -- export dz.po | npm run i18n -- import dz.po --by "Name Surname"')
  process.exit(2)
}
