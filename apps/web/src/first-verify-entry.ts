// The script at the top of a paper's check (`/verify/{code}`), in place of
// src/first-requests-entry.ts (built alone too: vite.config.ts): it asks for the check, signed in
// or not, and shows its answer as soon as it comes (lib/verify-facts.ts).
import type { TLanguage } from '@portal/domain/i18n/languages'
import type { TVerifyFactsWords } from './lib/first-facts-words'
import { startFirstRequests } from './lib/first-requests'
import { rememberedLanguage } from './lib/remembered-language'
import { startVerifiedFacts } from './lib/verify-facts'

/** The catalogues' words for the check, and the services' Dzongkha titles, put here by the build. */
declare const VERIFY_FACTS_WORDS: Record<TLanguage, TVerifyFactsWords>
declare const SERVICE_TITLES_DZ: Record<string, string>

startFirstRequests()
const language = rememberedLanguage()
startVerifiedFacts(VERIFY_FACTS_WORDS, language === 'dz' ? SERVICE_TITLES_DZ : {}, language)
