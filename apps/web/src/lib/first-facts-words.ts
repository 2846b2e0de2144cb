// Apart from lib/first-facts.ts, which imports the domain: vite.config.ts reads this one too,
// and the build's config cannot load the domain's modules by their package name.

/** The catalogue's words the first facts use, handed to the script by the build (vite.config.ts). */
export const FIRST_FACTS_KEYS = [
  'tickets.applicationId',
  'decision.approved',
  'decision.rejected',
  'decision.on',
  'decision.remarks',
  'action.title',
  'action.intro',
  'expected.by',
  'expected.workingDays',
  'expected.paused',
  'page.loading',
] as const
export type TFirstFactsWords = Record<(typeof FIRST_FACTS_KEYS)[number], string>

/**
 * The words the script at the top of a ticket's page paints its first facts with
 * (lib/first-facts.ts), from each language's catalogue. It fills in `{id}` and `{date}` and
 * nothing else: a word that needs Lingui stops the build, naming it.
 */
export function firstFactsWords<Language extends string>(
  catalogues: Record<Language, Record<string, string>>,
) {
  const wordsOf = (language: string, catalogue: Record<string, string>) =>
    Object.fromEntries(
      FIRST_FACTS_KEYS.map((key) => {
        const word = catalogue[key]
        if (word === undefined) throw new Error(`The ${language} catalogue has no ${key}`)
        if (/[{}']/.test(word.replace(/\{(id|date)\}/g, '')))
          throw new Error(
            `${language} ${key} needs more than {id} and {date}: lib/first-facts.ts cannot fill it`,
          )
        return [key, word]
      }),
    ) as TFirstFactsWords
  return Object.fromEntries(
    Object.entries<Record<string, string>>(catalogues).map(([language, catalogue]) => [
      language,
      wordsOf(language, catalogue),
    ]),
  ) as Record<Language, TFirstFactsWords>
}
