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

/** The words a letter's check paints its answer with (lib/verify-facts.ts). */
export const VERIFY_FACTS_KEYS = [
  'verify.title',
  'verify.notFound',
  'verify.letter.found',
  'verify.receipt.found',
  'verify.paper',
  'verify.paper.Approved',
  'verify.paper.Rejected',
  'verify.paper.receipt',
  'verify.applicationId',
  'verify.service',
  'verify.decision',
  'verify.decision.Approved',
  'verify.decision.Rejected',
  'verify.decidedOn',
  'verify.validUntil',
  'verify.expired',
  'verify.issuedTo',
  'verify.receivedOn',
  'verify.filedBy',
  'verify.receipt.notDecision',
  'verify.compare.letter',
  'verify.compare.receipt',
  'verify.private',
] as const
export type TVerifyFactsWords = Record<(typeof VERIFY_FACTS_KEYS)[number], string>

/**
 * The words a script at the top of a page paints with (lib/first-facts.ts, lib/verify-facts.ts),
 * from each language's catalogue. It fills in `{id}`, `{date}` and `{phone}` and nothing else: a
 * word that needs Lingui stops the build, naming it.
 */
export function wordsFor<Key extends string, Language extends string>(
  keys: readonly Key[],
  catalogues: Record<Language, Record<string, string>>,
) {
  const wordsOf = (language: string, catalogue: Record<string, string>) =>
    Object.fromEntries(
      keys.map((key) => {
        const word = catalogue[key]
        if (word === undefined) throw new Error(`The ${language} catalogue has no ${key}`)
        // ICU's apostrophe quotes only before a brace or another apostrophe ("applicant's" is text).
        if (/[{}]|'[{}']/.test(word.replace(/\{(id|date|phone)\}/g, '')))
          throw new Error(
            `${language} ${key} needs more than {id}, {date} and {phone}: it cannot be filled in`,
          )
        return [key, word]
      }),
    ) as Record<Key, string>
  return Object.fromEntries(
    Object.entries<Record<string, string>>(catalogues).map(([language, catalogue]) => [
      language,
      wordsOf(language, catalogue),
    ]),
  ) as Record<Language, Record<Key, string>>
}

export const firstFactsWords = <Language extends string>(
  catalogues: Record<Language, Record<string, string>>,
) => wordsFor(FIRST_FACTS_KEYS, catalogues)

/**
 * A letter's check names its service as the paper does in English (`service_name`), and in
 * Dzongkha by the form's title: each English title's Dzongkha one, from the catalogue.
 */
export const serviceTitlesIn = (
  pages: readonly { path: string; title: string }[],
  catalogue: Record<string, string>,
): Record<string, string> =>
  Object.fromEntries(
    pages.flatMap(({ path, title }) => {
      const translated = catalogue[`service.${path}.title`]
      return translated ? [[title, translated]] : []
    }),
  )
