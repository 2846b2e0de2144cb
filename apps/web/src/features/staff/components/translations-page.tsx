import { isoToDayMonthYear } from '@portal/domain/dates'
import { useId, useState } from 'react'
import { Alert, Button, Container, Form } from 'react-bootstrap'
import type { TTranslationEntry } from '@portal/domain/i18n/translator-page'
import { PageLoading } from '@/components/page-loading'
import { describeFailure } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useReviewTranslation, useTranslationEntries } from '../api/admin'

/** More at once is more than a translator reads, and a slower page. */
const SHOWN = 40

/**
 * /staff/translations, the translator's page (issue 49): every Dzongkha entry beside its
 * English and the screen it shows on, found by what it says or where; a translator corrects
 * or confirms it here and it is kept as reviewed, by them, today — checked as a PO file is.
 * Pages, papers, SMS, emails and refusals read it at once; `npm run i18n` stays for work offline.
 */
export default function TranslationsPage() {
  usePageTitle('Translations')
  const entries = useTranslationEntries()
  const [which, setWhich] = useState<'drafts' | 'all'>('drafts')
  const [screen, setScreen] = useState('')
  const [words, setWords] = useState('')
  // An entry reviewed here stays in view, saying so, until the search changes: a draft that
  // vanished on "Mark reviewed" would leave the translator unsure it was kept.
  const [reviewedHere, setReviewedHere] = useState<ReadonlySet<string>>(new Set())
  // What the translator typed and has not yet had kept, by entry: a search that hides the box
  // does not lose it, and the box shows it again when the entry comes back into view.
  const [typed, setTyped] = useState<ReadonlyMap<string, string>>(new Map())
  const typeIn = (id: string) => (text: string | undefined) =>
    setTyped((was) => {
      const now = new Map(was)
      if (text === undefined) now.delete(id)
      else now.set(id, text)
      return now
    })
  const search =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setReviewedHere(new Set())
    }
  if (entries.isPending) return <PageLoading />
  if (entries.isError) return <Alert variant="danger">{describeFailure(entries.error).detail}</Alert>

  const drafts = entries.data.filter((entry) => !entry.reviewed).length
  const screens = [...new Set(entries.data.map((entry) => entry.screen))].sort()
  const sought = words.trim().toLowerCase()
  const found = entries.data.filter(
    (entry) =>
      (which === 'all' || !entry.reviewed || reviewedHere.has(entry.id)) &&
      (!screen || entry.screen === screen) &&
      (!sought || `${entry.english}\n${entry.text}\n${entry.id}`.toLowerCase().includes(sought)),
  )
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="h2">Translations</h1>
      <p>
        {drafts} of {entries.data.length} Dzongkha entries are drafts. A review made here is used at once: in
        the pages the server renders in Dzongkha, the letters and receipts (a paper prints in Dzongkha once
        every text on it is reviewed), the SMS, the emails and the server&apos;s messages. Working offline,{' '}
        <code>npm run i18n -- export dz.po</code> gives every entry to a translator&apos;s tool.
      </p>
      <Form
        className="row g-3 align-items-end mb-3"
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <Form.Group className="col-sm-3" controlId="translations-which">
          <Form.Label>Show</Form.Label>
          <Form.Select
            value={which}
            onChange={(event) => search(setWhich)(event.target.value as 'drafts' | 'all')}
          >
            <option value="drafts">Drafts only</option>
            <option value="all">Every entry</option>
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-sm-4" controlId="translations-screen">
          <Form.Label>Screen</Form.Label>
          <Form.Select value={screen} onChange={(event) => search(setScreen)(event.target.value)}>
            <option value="">Every screen</option>
            {screens.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-sm-5" controlId="translations-words">
          <Form.Label>Words, in either language</Form.Label>
          <Form.Control
            type="search"
            value={words}
            onChange={(event) => search(setWords)(event.target.value)}
          />
        </Form.Group>
      </Form>
      <p role="status">
        {found.length === 0
          ? which === 'drafts'
            ? 'No draft matches: choose “Every entry” to search the reviewed ones too.'
            : 'No entry matches.'
          : found.length > SHOWN
            ? `${found.length} entries match; the first ${SHOWN} are shown: narrow by screen or words.`
            : `${found.length} ${found.length === 1 ? 'entry matches' : 'entries match'}.`}
        {typed.size > 0 &&
          ` ${typed.size} changed here ${typed.size === 1 ? 'is' : 'are'} not yet kept: “Mark reviewed” keeps ${typed.size === 1 ? 'it' : 'each'}.`}
      </p>
      <ol className="list-unstyled">
        {found.slice(0, SHOWN).map((entry) => (
          <EntryReview
            key={entry.id}
            entry={entry}
            typed={typed.get(entry.id)}
            onType={typeIn(entry.id)}
            keepInView={() => setReviewedHere((ids) => new Set(ids).add(entry.id))}
          />
        ))}
      </ol>
    </Container>
  )
}

/**
 * One entry: its English and where it shows, the Dzongkha to correct, and "Mark reviewed". A box
 * not typed in shows the server's text, a review made meanwhile included; one typed in keeps
 * the translator's words (`typed`), and a review made meanwhile is shown beneath on refusal.
 */
function EntryReview({
  entry,
  typed,
  onType,
  keepInView,
}: {
  entry: TTranslationEntry
  typed: string | undefined
  onType: (text: string | undefined) => void
  keepInView: () => void
}) {
  const text = typed ?? entry.text
  const review = useReviewTranslation()
  const field = useId()
  const failure = review.isError ? describeFailure(review.error) : undefined
  const meanwhile = failure?.kind === 'response' && failure.status === 409
  const refusal =
    failure?.kind === 'response' ? (failure.errors.text?.[0] ?? failure.detail) : failure?.detail
  return (
    <li className="border rounded p-3 mb-3">
      <p className="mb-1 small text-body-secondary">
        {entry.screen} ·{' '}
        <span className="font-monospace">{entry.id === entry.english ? 'form text' : entry.id}</span>
      </p>
      <p className="mb-2" lang="en">
        {entry.english}
      </p>
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          // Kept in view from the moment it is sent: once reviewed it would leave the drafts.
          keepInView()
          review.mutate({ id: entry.id, text, was: entry.text }, { onSuccess: () => onType(undefined) })
        }}
      >
        <Form.Label htmlFor={field} className="visually-hidden">
          Dzongkha for “{entry.english}”
        </Form.Label>
        <Form.Control
          id={field}
          as="textarea"
          rows={Math.min(6, Math.ceil(text.length / 60) + 1)}
          lang="dz"
          className="translation"
          value={text}
          isInvalid={refusal !== undefined}
          aria-invalid={refusal !== undefined}
          aria-describedby={refusal ? `${field}-refusal` : undefined}
          onChange={(event) => onType(event.target.value === entry.text ? undefined : event.target.value)}
        />
        {refusal && (
          <Form.Control.Feedback type="invalid" id={`${field}-refusal`}>
            {refusal}
            {meanwhile && (
              <span className="d-block mt-1 text-body">
                It now reads: <span lang="dz">{entry.text}</span>
              </span>
            )}
          </Form.Control.Feedback>
        )}
        <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
          <Button type="submit" variant="outline-primary" disabled={review.isPending}>
            {'Mark reviewed '}
            <span className="visually-hidden">“{entry.english}”</span>
          </Button>
          <span role="status">
            {review.isError
              ? 'Not kept.'
              : typed !== undefined && !review.isPending
                ? 'Changed here, not yet kept.'
                : entry.reviewed
                  ? `Reviewed${entry.reviewed_by ? ` by ${entry.reviewed_by}` : ''}${entry.reviewed_on ? ` on ${isoToDayMonthYear(entry.reviewed_on)}` : ''}.`
                  : 'A draft.'}
          </span>
        </div>
      </Form>
    </li>
  )
}
