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
import { element, fill, jsonOf, paintOnceAnswered, paintOverTheShell } from './early-paint'
import type { TFirstFactsWords } from './first-facts-words'

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

/** Puts the facts in the shell's place, if the app has not drawn the page yet; what was painted, or null. */
export const paintFirstFacts = (ticket: TTicketWithHistory, words: TFirstFactsWords, language: TLanguage) =>
  paintOverTheShell(firstFactsOf(ticket, words, language))

/**
 * From the script at the top of the page: once the answer for the application the path names
 * has come, its first facts take the spinner's place. Not after filing or sending changes
 * (`?success`, `?resubmitted`): the app's confirmation comes first there.
 */
export function startFirstFacts(wordsOf: Record<TLanguage, TFirstFactsWords>, language: TLanguage) {
  const search = new URLSearchParams(location.search)
  if (search.has('success') || search.has('resubmitted')) return
  paintOnceAnswered(/\/tickets\/\d+\/$/, (answer) => {
    const ticket = jsonOf<TTicketWithHistory>(answer)
    return ticket ? firstFactsOf(ticket, wordsOf[language], language) : null
  })
}
