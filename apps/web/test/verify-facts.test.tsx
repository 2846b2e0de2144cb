// A paper's check, painted by the script at the top of /verify/{code} before the app runs
// (lib/verify-facts.ts, issue 35): the app's words and markup, so that its first render changes
// nothing a reader sees.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { REQUEST_PAGES } from '@portal/domain/catalogue'
import { dzongkhaMessages } from '@portal/domain/i18n/dzongkha'
import { EN } from '@portal/domain/i18n/en'
import type { TLanguage } from '@portal/domain/i18n/languages'
import type { TVerifiedPaper } from '@portal/domain/tickets'
import VerifyPage from '@/features/tickets/components/verify-page'
import { serviceTitlesIn, VERIFY_FACTS_KEYS, wordsFor } from '@/lib/first-facts-words'
import { startFirstRequests } from '@/lib/first-requests'
import { setLanguage } from '@/lib/i18n'
import { startVerifiedFacts, verifiedFactsOf } from '@/lib/verify-facts'
import { forgetTheEarlyScripts, theShell } from './early-paint'
import { network } from './network'
import { renderPage } from './render-page'

const CATALOGUES = { en: EN, dz: dzongkhaMessages() }
const WORDS = wordsFor(VERIFY_FACTS_KEYS, CATALOGUES)
const TITLES = serviceTitlesIn(REQUEST_PAGES, CATALOGUES.dz)

const named = {
  service: 'Energy Meter',
  request_type: 'Relocation',
  service_name: 'Relocation/Shifting of energy meter',
}
const PAPERS: Record<string, TVerifiedPaper | null> = {
  rejection: {
    document: 'letter',
    id: 41,
    ...named,
    decision: 'Rejected',
    decided_on: '2026-11-20',
    name: 'P*** W*****',
  },
  clearance: {
    document: 'letter',
    id: 7,
    service: 'Power Clearance',
    service_name: 'Power clearance',
    decision: 'Approved',
    decided_on: '2026-11-20',
    // Passed: the app and the script both say so.
    valid_until: '2026-11-21T04:00:00Z',
    name: 'K**** D***',
  },
  receipt: { document: 'receipt', id: 42, ...named, filed_on: '2026-11-18', name: 'T******* Y******' },
  unknown: null,
}

/** The elements that carry text, in order, as markup: what a reader (and the LCP) sees. */
const texts = (root: Element) =>
  [...root.querySelectorAll('h1, p, dt, dd, [role=alert]')].map((element) => element.outerHTML)

afterEach(forgetTheEarlyScripts)

describe("a paper's check painted before the app", () => {
  describe.each<[TLanguage]>([['en'], ['dz']])('in %s', (language) => {
    it.each(Object.keys(PAPERS))('is the words and markup the app then shows: %s', async (kind) => {
      const paper = PAPERS[kind]!
      network.use(
        http.get('/api/verify/:code/', () =>
          paper ? HttpResponse.json(paper) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
        ),
      )
      await setLanguage(language)
      renderPage('/verify/a-code', <VerifyPage />, '/verify/:code')
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
      await screen.findByRole('alert')
      const app = texts(document.body)
      expect(
        texts(verifiedFactsOf(paper, WORDS[language], language === 'dz' ? TITLES : {}, language)),
      ).toEqual(app)
    })
  })

  it('names what people typed as text, never as markup', () => {
    const paper = { ...PAPERS.receipt!, name: '<img src=x onerror=alert(1)>' } as TVerifiedPaper
    const facts = verifiedFactsOf(paper, WORDS.en, {}, 'en')
    expect(facts.querySelector('img')).toBeNull()
    expect(facts.textContent).toContain('<img src=x onerror=alert(1)>')
  })

  it('is asked for and painted signed out, over the shell only', async () => {
    network.use(http.get('/api/verify/:code/', () => HttpResponse.json(PAPERS.receipt)))
    const root = theShell()
    history.replaceState(null, '', '/verify/a-code')
    startFirstRequests()
    startVerifiedFacts(WORDS, {}, 'en')
    await globalThis.portalFirstFacts
    expect(root.querySelector('[role=alert]')?.textContent).toBe(
      'Bhutan Power Corporation Limited issued a receipt with this code: it received this application.',
    )
    expect(root.querySelector('dl')?.textContent).toContain('Relocation/Shifting of energy meter')
  })
})
