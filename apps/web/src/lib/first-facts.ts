/**
 * One application's first facts, painted by the script at the top of its page from the answer
 * it already has, while the app's scripts are still on their way (issue 35, decision 071): on
 * slow mobile data the customer reads the decision, or when one is expected, a second or two
 * before the app could draw it. The markup is the app's own (ticket-page.tsx and the panels it
 * shows first), so that the app's first render puts the same words in the same place.
 */
import { bhutanDate, isoToDayMonthYear } from '@portal/domain/dates'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { isDecided } from '@portal/domain/status'
import type { TTicketWithHistory } from '@portal/domain/tickets'
import type { FirstAnswer } from './first-requests'
import type { TFirstFactsWords } from './first-facts-words'

/** The shell's `main`, as the build renders it (src/prerender.tsx), until the app replaces it. */
export const SHELL_MAIN_SELECTOR = '#root [data-app-shell] main'

type Child = Node | string | false | undefined | null

function element(tag: string, attributes: Record<string, string>, ...children: Child[]) {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  // Text, never markup: remarks are typed by people.
  for (const child of children) if (child) node.append(child)
  return node
}

const fill = (word: string, values: Record<string, string>) =>
  word.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')

/** The facts as the app's page shows them first; null for a page the app alone can draw. */
export function firstFactsOf(ticket: TTicketWithHistory, words: TFirstFactsWords, language: TLanguage) {
  const decision = isDecided(ticket.status)
    ? ticket.history?.findLast((entry) => entry.status === ticket.status)
    : undefined
  const approved = decision?.status === 'Approved'
  const asked = ticket.status === 'Returned' ? ticket.action_needed : undefined
  return element(
    'div',
    { class: 'container py-4', lang: language },
    element('h1', { class: 'h2' }, fill(words['tickets.applicationId'], { id: String(ticket.id) })),
    decision &&
      element(
        'section',
        {
          'aria-labelledby': 'decision-heading',
          class: `alert ${approved ? 'alert-success' : 'alert-danger'} decision-panel`,
        },
        element(
          'h2',
          { id: 'decision-heading', class: 'h5' },
          words[approved ? 'decision.approved' : 'decision.rejected'],
        ),
        element('p', {}, fill(words['decision.on'], { date: bhutanDate(decision.at) })),
        decision.remarks && element('h3', { class: 'h6 mb-1' }, words['decision.remarks']),
        decision.remarks && element('p', { class: 'remarks' }, decision.remarks),
      ),
    asked &&
      element(
        'section',
        { 'aria-labelledby': 'action-needed-heading', class: 'alert alert-warning' },
        element('h2', { id: 'action-needed-heading', class: 'h5' }, words['action.title']),
        element('p', {}, words['action.intro']),
        element('p', { class: 'remarks' }, asked.message),
      ),
    ticket.expected_by &&
      (ticket.status === 'Returned'
        ? element('p', { class: 'mb-3' }, words['expected.paused'])
        : element(
            'p',
            { class: 'mb-3' },
            element('span', { class: 'fw-semibold' }, words['expected.by']),
            ` ${isoToDayMonthYear(ticket.expected_by)} `,
            element('span', { class: 'text-body-secondary' }, words['expected.workingDays']),
          )),
    // The rest of the page is the app's to draw: a spinner says it is coming.
    element(
      'div',
      { class: 'page-pending' },
      element(
        'div',
        { class: 'spinner-border', role: 'status' },
        element('span', { class: 'visually-hidden' }, words['page.loading']),
      ),
    ),
  )
}

/**
 * Puts the facts in the shell's place, if the shell is still there (the app has not drawn the
 * page yet); the element painted, or null.
 */
export function paintFirstFacts(ticket: TTicketWithHistory, words: TFirstFactsWords, language: TLanguage) {
  const main = document.querySelector(SHELL_MAIN_SELECTOR)
  if (!main) return null
  const facts = firstFactsOf(ticket, words, language)
  main.replaceChildren(facts)
  return facts
}

declare global {
  /** Settled once the first facts are on the screen, or once there are none to show (src/main.tsx waits). */
  var portalFirstFacts: Promise<void> | undefined
}

const domReady = () =>
  new Promise<void>((ready) => {
    if (document.readyState !== 'loading') ready()
    else document.addEventListener('DOMContentLoaded', () => ready(), { once: true })
  })

/**
 * Settles once the browser has shown `painted`: its largest-contentful-paint entry, if it is the
 * largest on the screen, or shortly after (it may not be).
 */
const shown = (painted: Element) =>
  new Promise<void>((done) => {
    let observer: PerformanceObserver | undefined
    const timer = setTimeout(finish, 250)
    function finish() {
      observer?.disconnect()
      clearTimeout(timer)
      done()
    }
    try {
      observer = new PerformanceObserver((entries) => {
        const ours = entries
          .getEntries()
          .some((entry) =>
            painted.contains((entry as PerformanceEntry & { element?: Element | null }).element ?? null),
          )
        if (ours) finish()
      })
      observer.observe({ type: 'largest-contentful-paint', buffered: true })
    } catch {
      // A browser that does not time paints: the timer decides.
    }
  })

/**
 * From the script at the top of the page: once the answer for the application the path names
 * has come, its first facts take the spinner's place. Not after filing or sending changes
 * (`?success`, `?resubmitted`): the app's confirmation comes first there.
 */
export function startFirstFacts(wordsOf: Record<TLanguage, TFirstFactsWords>, language: TLanguage) {
  const search = new URLSearchParams(location.search)
  if (search.has('success') || search.has('resubmitted')) return
  const answers = globalThis.portalFirstRequests?.answers ?? new Map<string, Promise<FirstAnswer>>()
  const answer = [...answers].find(([url]) => /\/tickets\/\d+\/$/.test(url))?.[1]
  if (!answer) return
  globalThis.portalFirstFacts = answer
    .then(async ({ status, contentType, text }) => {
      if (status !== 200 || !contentType?.includes('json')) return
      await domReady()
      const painted = paintFirstFacts(JSON.parse(text) as TTicketWithHistory, wordsOf[language], language)
      if (painted) await shown(painted)
    })
    // Whatever went wrong, the app draws the page and reports it.
    .catch(() => undefined)
}
