// One application's first facts, painted by the script at the top of its page before the app
// runs (lib/first-facts.ts, issue 35): the app's own words and markup, so that its first render
// puts the same text in the same place.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dzongkhaMessages } from '@portal/domain/i18n/dzongkha'
import { EN } from '@portal/domain/i18n/en'
import type { TLanguage } from '@portal/domain/i18n/languages'
import type { TTicketWithHistory } from '@portal/domain/tickets'
import TicketPage from '@/features/tickets/components/ticket-page'
import { firstFactsOf, paintFirstFacts, startFirstFacts } from '@/lib/first-facts'
import { firstFactsWords } from '@/lib/first-facts-words'
import { startFirstRequests } from '@/lib/first-requests'
import { setLanguage } from '@/lib/i18n'
import { noteSignedIn } from '@/lib/session-storage'
import { forgetTheEarlyScripts, theShell } from './early-paint'
import { network } from './network'
import { PEMA } from './customers'
import { renderPage } from './render-page'

const WORDS = firstFactsWords({ en: EN, dz: dzongkhaMessages() })

const filed = {
  id: 42,
  service: 'Power Clearance',
  service_id: 42,
  name: 'Pema Wangmo',
  created: '2026-11-20T04:00:00Z',
} as const
const submitted = {
  at: '2026-11-20T04:00:00Z',
  status: 'Pending',
  remarks: '',
  by: 'customer',
  kind: 'status',
} as const

const TICKETS: Record<string, TTicketWithHistory> = {
  pending: { ...filed, status: 'Pending', expected_by: '2026-12-08', history: [submitted] },
  approved: {
    ...filed,
    status: 'Approved',
    verify_url: '/verify/abc',
    history: [
      submitted,
      // Late at night in Bhutan: the next day there, whatever the device's zone.
      {
        at: '2026-11-25T19:30:00Z',
        status: 'Approved',
        remarks: 'Checked on site.',
        by: 'staff',
        kind: 'status',
      },
    ],
  },
  rejectedWithoutRemarks: {
    ...filed,
    status: 'Rejected',
    history: [
      submitted,
      { at: '2026-11-25T04:00:00Z', status: 'Rejected', remarks: '', by: 'staff', kind: 'status' },
    ],
  },
  returned: {
    ...filed,
    status: 'Returned',
    expected_by: '2026-12-08',
    action_needed: { message: 'Attach the <b>site plan</b> & the thram.', fields: ['site_plan'] },
    history: [submitted],
  },
}

/** The elements that carry text, in order, as markup: what a reader (and the LCP) sees. */
const texts = (root: Element) =>
  [...root.querySelectorAll('h1, h2, h3, p, span.visually-hidden')].map((element) => element.outerHTML)

afterEach(forgetTheEarlyScripts)

describe("one application's first facts", () => {
  describe.each<[TLanguage, string]>([
    ['en', 'English'],
    ['dz', 'Dzongkha'],
  ])('in %s', (language) => {
    it.each(Object.keys(TICKETS))('are the words and markup the app then shows: %s', async (kind) => {
      const ticket = TICKETS[kind]!
      network.use(
        http.get('/api/tickets/42/', () => HttpResponse.json(ticket)),
        http.get('/api/customers/profile/', () => HttpResponse.json(PEMA)),
        http.get('/api/notifications/', () => HttpResponse.json([])),
      )
      noteSignedIn()
      await setLanguage(language)
      renderPage('/ticket/42', <TicketPage />, '/ticket/:ticketNo')
      await screen.findByRole('heading', { level: 1 })
      await waitFor(() => expect(document.querySelector('.page-pending')).toBeNull())
      const app = texts(document.body)
      const facts = texts(firstFactsOf(ticket, WORDS[language], language))
      // The spinner's words are the last; every other text is the app's, in the app's order.
      expect(facts.length).toBeGreaterThan(1)
      const shared = facts.slice(0, -1)
      expect(app.filter((html) => shared.includes(html))).toEqual(shared)
    })
  })

  it("take a remark as text, never as markup: it is a person's words", () => {
    const facts = firstFactsOf(TICKETS.returned!, WORDS.en, 'en')
    expect(facts.querySelector('b')).toBeNull()
    expect(facts.textContent).toContain('Attach the <b>site plan</b> & the thram.')
  })

  it('say the decision day in Bhutan, in the language of the page', () => {
    const facts = firstFactsOf(TICKETS.approved!, WORDS.dz, 'dz')
    expect(facts.getAttribute('lang')).toBe('dz')
    expect(facts.textContent).toContain('26/11/2026 ལུ་ གྲོས་ཐག་བཅད་ཡི།')
  })

  it('go only where the shell is: never over a page the app has drawn', () => {
    const root = theShell()
    expect(paintFirstFacts(TICKETS.pending!, WORDS.en, 'en')).not.toBeNull()
    expect(root.querySelector('h1')?.textContent).toBe('Application ID 42')
    root.querySelector('[data-app-shell]')!.removeAttribute('data-app-shell')
    root.querySelector('h1')!.textContent = "The app's page"
    expect(paintFirstFacts(TICKETS.approved!, WORDS.en, 'en')).toBeNull()
    expect(root.querySelector('h1')?.textContent).toBe("The app's page")
  })
})

describe('the script at the top of the page', () => {
  beforeEach(() => {
    noteSignedIn()
    network.use(http.get('/api/notifications/', () => HttpResponse.json([])))
  })

  it("paints the application's facts once its answer has come, and says when they are shown", async () => {
    network.use(
      http.get('/api/tickets/42/', () => HttpResponse.json(TICKETS.pending)),
      http.get('/api/customers/profile/', () => HttpResponse.json(PEMA)),
    )
    const root = theShell()
    history.replaceState(null, '', '/ticket/42')
    startFirstRequests()
    startFirstFacts(WORDS, 'en')
    await globalThis.portalFirstFacts
    expect(root.querySelector('h1')?.textContent).toBe('Application ID 42')
    expect(root.querySelector('p.mb-3')?.textContent).toBe(
      'Expected decision by: 08/12/2026 (working days, weekends and public holidays excluded)',
    )
  })

  it.each([
    ['an answer that is not the application', '/ticket/42', 404],
    ['the confirmation after filing', '/ticket/42?success', 200],
    ['the confirmation after sending changes', '/ticket/42?resubmitted', 200],
    ['the list', '/ticket', 200],
  ])('leaves the shell as it is for %s', async (_, path, status) => {
    network.use(
      http.get('/api/tickets/42/', () => HttpResponse.json(TICKETS.pending, { status })),
      http.get('/api/tickets/', () => HttpResponse.json([TICKETS.pending])),
      http.get('/api/customers/profile/', () => HttpResponse.json(PEMA)),
    )
    const root = theShell()
    const before = root.innerHTML
    history.replaceState(null, '', path)
    startFirstRequests()
    startFirstFacts(WORDS, 'en')
    await globalThis.portalFirstFacts
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(root.innerHTML).toBe(before)
  })
})
