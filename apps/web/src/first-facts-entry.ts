// The script at the top of the ticket pages, in place of src/first-requests-entry.ts (built
// alone too: vite.config.ts): it starts their first requests, and on one application's page
// shows its first facts as soon as they come (lib/first-facts.ts).
import type { TLanguage } from '@portal/domain/i18n/languages'
import { startFirstFacts } from './lib/first-facts'
import type { TFirstFactsWords } from './lib/first-facts-words'
import { startFirstRequests } from './lib/first-requests'
import { rememberedLanguage } from './lib/remembered-language'

/** The catalogues' words for the first facts, in each language, put here by the build. */
declare const FIRST_FACTS_WORDS: Record<TLanguage, TFirstFactsWords>

startFirstRequests()
startFirstFacts(FIRST_FACTS_WORDS, rememberedLanguage())
