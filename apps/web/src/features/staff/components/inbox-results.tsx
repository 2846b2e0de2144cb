import { Table } from 'react-bootstrap'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { READER_LANGUAGE_NAMES } from '@portal/domain/staff/remark-language'
import { Link } from 'react-router'
import { formatDate } from '@/lib/format'
import { useMediaQuery } from '@/lib/use-media-query'
import type { InboxRow } from '../api/staff-applications'

/** Below Bootstrap's md breakpoint: a table would scroll status, assignee and deadline off a phone. */
export const NARROW_INBOX_QUERY = '(max-width: 767.98px)'

/** The page's applications: a table at a desk, a card each on a phone. */
export function InboxResults({ rows }: { rows: InboxRow[] }) {
  const narrow = useMediaQuery(NARROW_INBOX_QUERY)
  return narrow ? <InboxCards rows={rows} /> : <InboxTable rows={rows} />
}

/**
 * The way into an application, named by the service the customer chose: a bigger target than
 * its number, and a name a screen reader's list of links tells apart by the number after it.
 */
function ApplicationLink({ row, className }: { row: InboxRow; className?: string }) {
  return (
    // A label, not hidden text after it: a browser would name the link "clearance , application".
    <Link
      to={`/staff/applications/${row.id}`}
      className={className}
      aria-label={`${row.service_name}, application ${row.id}`}
    >
      {row.service_name}
    </Link>
  )
}

function InboxTable({ rows }: { rows: InboxRow[] }) {
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Service</th>
          <th scope="col">Customer</th>
          <th scope="col">CID</th>
          <th scope="col">Division</th>
          <th scope="col">Filed on</th>
          <th scope="col">Age</th>
          <th scope="col">Status</th>
          <th scope="col">Assigned to</th>
          <th scope="col">Deadline</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>
              <ApplicationLink row={row} />
            </td>
            <td>
              {row.name}
              <ReaderLanguage language={row.language} />
            </td>
            <td>{row.cid}</td>
            <td>{row.division}</td>
            <td>{formatDate(row.created)}</td>
            <td>{ageText(row)}</td>
            <td>{row.status}</td>
            <td>{row.assignee ?? '—'}</td>
            <td>{deadlineText(row)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** What an officer decides by first: status, who has it, the deadline; then who and where. */
function InboxCards({ rows }: { rows: InboxRow[] }) {
  return (
    <ul className="list-unstyled d-grid gap-3">
      {rows.map((row) => (
        <li key={row.id} className="card">
          <div className="card-body">
            <h2 className="h6 card-title fw-semibold mb-1">
              {/* The whole card opens the application: a thumb's target, not a word's. */}
              <ApplicationLink row={row} className="stretched-link" />
            </h2>
            <p className="mb-2 text-body-secondary">
              {row.id} · {row.name}
              <ReaderLanguage language={row.language} />
            </p>
            <dl className="facts-grid mb-0">
              <dt>Status</dt>
              <dd>{row.status}</dd>
              <dt>Assigned to</dt>
              <dd>{row.assignee ?? '—'}</dd>
              <dt>Deadline</dt>
              <dd>{deadlineText(row)}</dd>
              <dt>Filed on</dt>
              <dd>
                {formatDate(row.created)} ({ageText(row)})
              </dd>
              <dt>Division</dt>
              <dd>{row.division}</dd>
              <dt>CID</dt>
              <dd>{row.cid}</dd>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  )
}

const ageText = (row: InboxRow) => (row.age_days === 1 ? '1 day' : `${row.age_days} days`)

/** Working days left, due today, or overdue; a returned application's clock is stopped. */
function deadlineText(row: InboxRow) {
  if (row.status === 'Returned') return 'Waiting for the customer'
  if (row.days_left === undefined) return '—'
  const days = (n: number) => (n === 1 ? '1 working day' : `${n} working days`)
  if (row.days_left > 0) return `${days(row.days_left)} left`
  if (row.days_left === 0) return 'Due today'
  return <span className="text-danger fw-semibold">{days(-row.days_left)} overdue</span>
}

/** A customer who reads Dzongkha is marked, so that remarks are written for them (issue 49). */
function ReaderLanguage({ language }: { language: TLanguage }) {
  if (language !== 'dz') return null
  return <span className="badge text-bg-light border ms-1">{READER_LANGUAGE_NAMES.dz}</span>
}
