import { Alert, Button, Container } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import { INBOX_PAGE_SIZE } from '@portal/domain/staff/inbox'
import { downloadFile, staffApi } from '@/lib/api-client'
import { LoadingSpinner } from '@/components/page-loading'
import { usePageTitle } from '@/lib/use-page-title'
import { useInbox } from '../api/staff-applications'
import { InboxFilters } from './inbox-filters'
import { InboxResults } from './inbox-results'

/** /staff: the applications of the officer's divisions, oldest pending first. */
export default function StaffInboxPage() {
  usePageTitle('Applications')
  const [search, setSearch] = useSearchParams()
  // An empty filter in a typed or shared address (`?status=`) is no filter.
  const filters = Object.fromEntries([...search.entries()].filter(([, value]) => value !== ''))
  if (!filters.status) filters.status = 'Pending'
  if (filters.status === 'all') delete filters.status
  const inbox = useInbox(filters)
  const page = Number(filters.page ?? 1)
  const pages = Math.max(1, Math.ceil((inbox.data?.count ?? 0) / INBOX_PAGE_SIZE))
  const goTo = (next: number) => setSearch({ ...Object.fromEntries(search.entries()), page: String(next) })

  return (
    <Container fluid="lg" className="py-4">
      <h1 className="h2">Applications</h1>
      <InboxFilters
        // Built afresh from each address: a reload, Back or a link shows the filters it lists by.
        key={search.toString()}
        // No status listed is the select's "All".
        values={{ ...filters, status: filters.status ?? '' }}
        onApply={(values) => setSearch({ ...values, status: values.status ?? 'all' })}
      />
      {inbox.isPending && <LoadingSpinner />}
      {inbox.isError && (
        <Alert variant="danger">The applications could not be loaded. Please try again.</Alert>
      )}
      {inbox.data && (
        <>
          <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
            <p aria-live="polite">{countText(inbox.data.count, filters.status)}</p>
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={inbox.data.count === 0}
              onClick={() => void downloadFile(staffApi, csvUrl(filters), 'applications.csv')}
            >
              Download as CSV
            </Button>
          </div>
          <InboxResults rows={inbox.data.results} />
          <nav aria-label="Pages" className="d-flex align-items-center gap-2">
            <Button variant="outline-primary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button
              variant="outline-primary"
              size="sm"
              disabled={page >= pages}
              onClick={() => goTo(page + 1)}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    </Container>
  )
}

/** The export of every page that these filters match. */
const csvUrl = (filters: Record<string, string>) => {
  const { page: _page, ...rest } = filters
  return `/staff/applications.csv?${new URLSearchParams(rest).toString()}`
}

/**
 * How many, and of which status: on a phone the filters are folded, and "0 applications" read
 * as an empty inbox when only the pending ones are listed, as they are by default.
 */
const countText = (count: number, status: string | undefined) =>
  `${count} ${status ? `${status.toLowerCase()} ` : ''}application${count === 1 ? '' : 's'}`
