/*
 * The Dzongkha glossary (issue 49, decision 081): one Dzongkha word for each term, across every
 * catalogue the portal has — the pages (dz.ts), the forms' words (dz-form-texts.ts), what is
 * sent by SMS and email and printed on letters and receipts (dz-notices.ts), the server's
 * refusals (dz-refusals.ts). `glossary.test.ts` holds every entry that has both English and
 * Dzongkha to it, reviewed or not: where the English names a term, the Dzongkha says the word
 * and none of the variants it replaced.
 *
 * No dictionary could be consulted while it was drawn up: a reason says what the choice rests
 * on (how the catalogues said it, or why one word reads better), and every choice is for the
 * translator to confirm. To change a term: change `dzongkha` here, move the old word into
 * `notAs`, run the glossary test and change each text it names (in the catalogue's code; a
 * text reviewed in dz-reviews.json loses its review there, so it is a draft again).
 */

/** One term: the English that names it, the one Dzongkha word for it, and the words it replaced. */
export interface TGlossaryTerm {
  /** The term as a reader of the English would name it. */
  term: string
  /** The English that names the term, matched on the English without the values it fills in. */
  english: RegExp
  /** The one Dzongkha word a text whose English names the term says. */
  dzongkha: string
  /** The same word inflected, which a text may say instead (a verb's present stem beside its past). */
  forms?: readonly string[]
  /** The variants found before, which such a text may not say. */
  notAs: readonly string[]
  /** What the choice rests on. */
  reason: string
  /** Entries (by id) that may say the term otherwise, each with its reason. */
  exceptions?: Readonly<Record<string, string>>
}

export const GLOSSARY: readonly TGlossaryTerm[] = [
  {
    term: 'withdraw (an application)',
    english: /\bwithdr[ae]w(?:s|n|al|ing)?\b/i,
    dzongkha: 'ཕྱིར་འཐེན',
    notAs: ['ལོག་བཏོན'],
    reason:
      'Of 13 texts, 5 said ཕྱིར་འཐེན (the withdraw form itself) and 8 ལོག་བཏོན (the status and the refusals). ' +
      'ཕྱིར་འཐེན, "pull back", is the verb Dzongkha and Tibetan use for withdrawing (money, a candidacy, a request); ' +
      'ལོག་བཏོན reads as "took out again". Chosen as the more precise, not the majority: to be confirmed by the translator.',
  },
  {
    term: 'disconnect (the supply)',
    // "Switch off supply" is the temporary disconnection's summary, and says the same act; being
    // disconnected from the internet is another matter, and no supply is cut.
    english: /\bdisconnect(?!ed from (?:the )?internet)\w*|\bswitch(?:ed|es)? off (?:the )?supply\b/i,
    dzongkha: 'བཏོག',
    notAs: ['བཀག'],
    reason:
      "Of 6 texts about the supply, 4 said བཏོག (the service's title, the reconnection's summary) and 2 བཀག; " +
      'བཀག is "blocked, stopped", and the catalogue uses it for what is paused (expected.paused). ' +
      'Majority use in the catalogue; to be confirmed by the translator.',
  },
  {
    term: 'reconnect',
    english: /\breconnect/i,
    dzongkha: 'ལོག་མཐུད',
    notAs: [],
    reason: 'All 2 texts say ལོག་མཐུད, "connect again". Kept for consistency; no variant found.',
  },
  {
    term: 'load (electrical)',
    // "loaded", "loading" are a page's, not the supply's.
    english: /\bloads?\b/i,
    dzongkha: 'ལྕི་ཚད',
    notAs: [],
    reason:
      'All 7 texts about an electrical load say ལྕི་ཚད. Kept for consistency, to be confirmed by the translator; ' +
      'capacity, which says the same word today, waits for its own (AWAITING_THE_TRANSLATOR).',
  },
  {
    term: '(optional)',
    english: /\(optional\)/i,
    dzongkha: 'ངེས་པར་མི་དགོ',
    notAs: ['(གདམ་ཁ)'],
    reason:
      'All 3 texts said (གདམ་ཁ), the noun "choice", which reads as "(choice)" after a label. ' +
      'ངེས་པར་མི་དགོ, "not necessarily needed", is made of words the catalogue already uses (མི་དགོ "not needed", ' +
      'guide.noDocuments) and fits a file as well as a typed answer. A proposal: the texts are drafts, for the translator to confirm.',
  },
  {
    term: 'reject',
    english: /\breject(?:s|ed|ion)?\b/i,
    dzongkha: 'ཁས་མ་བླངས',
    forms: ['ཁས་མ་ལེན'],
    notAs: ['ངོས་ལེན་འབད་མ་ཚུགས'],
    reason:
      'Of 15 texts, 13 say ཁས་མ་བླངས (the status, a state and not an order, as dzongkha-words.test.ts holds) and 1 ' +
      'its present stem ཁས་མ་ལེན ("to reject"); the rejection letter said ངོས་ལེན་འབད་མ་ཚུགས, "could not be accepted". ' +
      'Majority use in the catalogue; to be confirmed by the translator.',
  },
  {
    term: 'approve',
    english: /\bapprov(?:e|es|ed|al)\b/i,
    dzongkha: 'གནང',
    notAs: [],
    reason:
      'All 21 texts say གནང: གནང་བ "approval", གནང་བ་ཐོབ "approved", གནང་ནི "to approve". Kept for consistency; no variant found.',
  },
  {
    term: 'application',
    english: /\bapplications?\b/i,
    dzongkha: 'ཞུ་ཡིག',
    notAs: [],
    reason: 'All 74 texts say ཞུ་ཡིག. Kept for consistency; no variant found.',
  },
  {
    term: 'clearance',
    english: /\bclearances?\b/i,
    dzongkha: 'ཆོག་ཐམ',
    notAs: [],
    reason: 'All 26 texts say ཆོག་ཐམ (the test of the wrong words keeps ཐམ to it). Kept for consistency.',
  },
  {
    term: 'meter',
    english: /\bmeters?\b/i,
    dzongkha: 'ཚད་འཇལ་ཆས',
    notAs: ['ཚད་འཇལ་ཀློག'],
    reason:
      'Of 24 texts, 22 say ཚད་འཇལ་ཆས, "measuring instrument"; interim billing\'s "meter reading" said ' +
      'ཚད་འཇལ་ཀློག, "measure reading", without the instrument. Majority use in the catalogue.',
  },
  {
    term: 'transformer',
    english: /\btransformers?\b/i,
    dzongkha: 'འགྱུར་ཆས',
    notAs: [],
    reason: 'All 3 texts say འགྱུར་ཆས. Kept for consistency; no variant found.',
  },
  {
    term: 'voltage',
    english: /\bvoltage\b/i,
    dzongkha: 'ཐེ་ཚད',
    notAs: [],
    reason: 'All 5 texts say ཐེ་ཚད. Kept for consistency; no variant found.',
  },
]

/** A term the catalogues say wrongly today, whose word only a translator can choose. */
export interface TAwaitedTerm {
  term: string
  english: RegExp
  /** What the catalogues say today, and why it is not right. */
  today: string
  /** What a translator is asked to decide. */
  ask: string
}

/**
 * Terms left out of the glossary until a translator gives their word: no word could be
 * proposed with confidence. The texts that name them stay drafts (the glossary test holds it),
 * so that a review settles the term here first.
 */
export const AWAITING_THE_TRANSLATOR: readonly TAwaitedTerm[] = [
  {
    term: 'building',
    english: /\bbuildings?\b/i,
    today: 'All 10 texts say ཁྱིམ, "house, home", for every building, an industry\'s and a large one\'s too.',
    ask:
      'The word for a building of any kind (ཁང་ཁྱིམ is a candidate, unconfirmed), and whether ཁྱིམ stays for a house ' +
      '("Flat or house number", "while a house stands empty").',
  },
  {
    term: 'capacity',
    english: /\bcapacity\b/i,
    today:
      'All 3 texts say ལྕི་ཚད, the word for an electrical load, for a meter\'s capacity ("A meter of higher capacity", ' +
      '"Capacity required"). ནུས་ཚད, a candidate, already says validity in the catalogue (paper.validUntil).',
    ask: "The word for a meter's capacity, distinct from the load (ལྕི་ཚད).",
  },
]

/** Whether a text is Dzongkha at all: an entry still awaiting its translation shows its English. */
export const inDzongkha = (text: string) => /[\u0F40-\u0FBC]/u.test(text)

/** The English a term is matched on: without the values it fills in (`{division}` names none). */
export const englishProse = (english: string) => english.replace(/\{[^}]*\}/g, '')

/**
 * How an entry breaks the glossary, in a translator's words: a term its English names that its
 * Dzongkha does not say with the glossary's word, or says with a variant. An entry not yet in
 * Dzongkha (it shows its English) breaks nothing.
 */
export function glossaryBreaches(
  entry: { id: string; english: string; text: string },
  glossary: readonly TGlossaryTerm[] = GLOSSARY,
): string[] {
  if (!inDzongkha(entry.text)) return []
  const english = englishProse(entry.english)
  return glossary.flatMap((term) => {
    if (!term.english.test(english) || term.exceptions?.[entry.id] !== undefined) return []
    const variants = term.notAs.filter((variant) => entry.text.includes(variant))
    return [
      ...([term.dzongkha, ...(term.forms ?? [])].some((word) => entry.text.includes(word))
        ? []
        : [`says "${term.term}" without ${term.dzongkha}`]),
      ...variants.map(
        (variant) => `says "${term.term}" as ${variant}; the glossary's word is ${term.dzongkha}`,
      ),
    ]
  })
}
