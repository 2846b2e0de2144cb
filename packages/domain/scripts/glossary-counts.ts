// How the catalogues say each term of the glossary today (decision 081):
//   npx tsx packages/domain/scripts/glossary-counts.ts
// For each term, the texts whose English names it, how many say the glossary's word and how
// many each variant; for each term awaiting the translator, the words those texts say. Run it
// before changing a term, to see which texts the change touches.
import { DZONGKHA_ENTRIES } from '../src/i18n/dzongkha'
import { AWAITING_THE_TRANSLATOR, englishProse, GLOSSARY, inDzongkha } from '../src/i18n/glossary'

const translated = DZONGKHA_ENTRIES.filter((entry) => inDzongkha(entry.text))
const naming = (english: RegExp) => translated.filter((entry) => english.test(englishProse(entry.english)))

for (const term of GLOSSARY) {
  const texts = naming(term.english)
  const says = (word: string) => texts.filter((entry) => entry.text.includes(word)).length
  const word = [term.dzongkha, ...(term.forms ?? [])].map((form) => `${form} ${says(form)}`).join(', ')
  const variants = term.notAs.map((variant) => `, ${variant} ${says(variant)}`).join('')
  console.log(`${term.term}: ${texts.length} texts; ${word}${variants}`)
}
for (const awaited of AWAITING_THE_TRANSLATOR) {
  const texts = naming(awaited.english)
  console.log(`${awaited.term} (awaits the translator): ${texts.length} texts`)
  for (const entry of texts) console.log(`  ${entry.id}: ${entry.text}`)
}
