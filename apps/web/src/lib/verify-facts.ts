/**
 * A letter's or receipt's check, painted by the script at the top of `/verify/{code}` from the
 * answer it asked for (issue 35, decision 071): whoever scans a paper's QR code on a phone reads
 * whether it is genuine before the app's scripts have come. The markup is the app's own
 * (features/tickets/components/verify-page.tsx), so that its first render changes nothing.
 */
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { bhutanDate } from '@portal/domain/dates'
import type { TLanguage } from '@portal/domain/i18n/languages'
import type { TVerifiedPaper } from '@portal/domain/tickets'
import { element, fill, jsonOf, paintOnceAnswered } from './early-paint'
import type { TVerifyFactsWords } from './first-facts-words'

const alert = (variant: 'success' | 'danger', text: string) =>
  // react-bootstrap's Alert, as it renders.
  element('div', { role: 'alert', class: `fade alert alert-${variant} show` }, text)

const summaryList = (rows: [string, string][]) =>
  element(
    'dl',
    { class: 'summary-list' },
    ...rows.map(([label, value]) => element('div', {}, element('dt', {}, label), element('dd', {}, value))),
  )

const smallPrint = (text: string) => element('p', { class: 'text-body-secondary small' }, text)

/**
 * The check as the app shows it: the paper found, with what identifies it, or (`null`) not found.
 * `serviceTitles` names the service in Dzongkha by its English title (first-facts-words.ts).
 */
export function verifiedFactsOf(
  paper: TVerifiedPaper | null,
  words: TVerifyFactsWords,
  serviceTitles: Record<string, string>,
  language: TLanguage,
  now = Date.now(),
) {
  const phone = { phone: ENQUIRY_PHONE }
  const page = (...children: (Element | false)[]) =>
    element(
      'div',
      { class: 'py-4 form-narrow container', lang: language },
      element('h1', { class: 'h2' }, words['verify.title']),
      ...children,
    )
  if (!paper) return page(alert('danger', fill(words['verify.notFound'], phone)))
  const service =
    language === 'en' ? paper.service_name : (serviceTitles[paper.service_name] ?? paper.service_name)
  const identity: [string, string][] = [
    [words['verify.applicationId'], String(paper.id)],
    [words['verify.service'], service],
  ]
  if (paper.document === 'receipt')
    return page(
      alert('success', words['verify.receipt.found']),
      summaryList([
        [words['verify.paper'], words['verify.paper.receipt']],
        ...identity,
        [words['verify.receivedOn'], bhutanDate(paper.filed_on)],
        [words['verify.filedBy'], paper.name],
      ]),
      element('p', {}, words['verify.receipt.notDecision']),
      smallPrint(fill(words['verify.compare.receipt'], phone)),
      smallPrint(fill(words['verify.private'], phone)),
    )
  const validity: [string, string][] = paper.valid_until
    ? [
        [
          words['verify.validUntil'],
          `${bhutanDate(paper.valid_until)}${new Date(paper.valid_until).getTime() < now ? ` ${words['verify.expired']}` : ''}`,
        ],
      ]
    : []
  return page(
    alert('success', words['verify.letter.found']),
    summaryList([
      [words['verify.paper'], words[`verify.paper.${paper.decision}`]],
      ...identity,
      [words['verify.decision'], words[`verify.decision.${paper.decision}`]],
      [words['verify.decidedOn'], bhutanDate(paper.decided_on)],
      ...validity,
      [words['verify.issuedTo'], paper.name],
    ]),
    smallPrint(fill(words['verify.compare.letter'], phone)),
    smallPrint(fill(words['verify.private'], phone)),
  )
}

/** From the script at the top of `/verify/{code}`: the check, once its answer has come. */
export function startVerifiedFacts(
  wordsOf: Record<TLanguage, TVerifyFactsWords>,
  serviceTitles: Record<string, string>,
  language: TLanguage,
) {
  paintOnceAnswered(/\/verify\/[\w-]+\/$/, (answer) => {
    // Not found is the app's words too; another refusal (too many checks) is the app's to handle.
    const paper = answer.status === 404 ? null : jsonOf<TVerifiedPaper>(answer)
    return paper === undefined ? null : verifiedFactsOf(paper, wordsOf[language], serviceTitles, language)
  })
}
