import { SERVICE_CHOICES } from '../applications/service-names'
import { DZ } from './dz'
import { DZ_FORM_TEXTS } from './dz-form-texts'
import { DZ_NOTICES } from './dz-notices'
import type { TMessageKey } from './en'
import { STATEMENT_TEXTS } from './form-texts'
import type { TLanguage } from './languages'
import { serviceTitleKey } from './service-names'
import type { TTranslation } from './translation'

/** The Dzongkha catalogues a paper draws on: its own words, the services' names, the forms' words. */
export interface TPaperCatalogues {
  notices: Record<string, TTranslation>
  pages: Partial<Record<TMessageKey, TTranslation>>
  formTexts: Record<string, TTranslation | undefined>
}

const CATALOGUES: TPaperCatalogues = { notices: DZ_NOTICES, pages: DZ, formTexts: DZ_FORM_TEXTS }

/**
 * The language a letter or receipt is printed in (issue 34). Papers are official: they print
 * Dzongkha only when every text on them is reviewed by a translator — the papers' own words
 * (every `paper.*` entry), the service's name, and each of the form's words its statement
 * shows; until then English. The customer's choice stays, and the papers follow it once
 * reviewed. What the applicant typed is theirs and is printed as typed either way.
 */
export function paperLanguage(
  customerLanguage: TLanguage,
  printed: { serviceKey: TMessageKey | undefined; formTexts: readonly string[] },
  catalogues: TPaperCatalogues = CATALOGUES,
): TLanguage {
  if (customerLanguage === 'en') return 'en'
  const papersOwn = Object.entries(catalogues.notices).filter(([key]) => key.startsWith('paper.'))
  const reviewed =
    papersOwn.every(([, entry]) => entry.reviewed) &&
    printed.serviceKey !== undefined &&
    catalogues.pages[printed.serviceKey]?.reviewed === true &&
    printed.formTexts.every((english) => catalogues.formTexts[english]?.reviewed === true)
  return reviewed ? 'dz' : 'en'
}

/**
 * Whether every letter and receipt a Dzongkha customer can receive prints in Dzongkha: the
 * rule above holds for every service, with every word a statement can print. Until it does,
 * the choice of Dzongkha says that papers come in English (the registration and the profile).
 */
export function everyPaperInDzongkha(
  catalogues: TPaperCatalogues = CATALOGUES,
  statementTexts: readonly string[] = STATEMENT_TEXTS,
): boolean {
  return SERVICE_CHOICES.every(
    (choice) =>
      paperLanguage(
        'dz',
        { serviceKey: serviceTitleKey(choice.service, choice.requestType), formTexts: statementTexts },
        catalogues,
      ) === 'dz',
  )
}
