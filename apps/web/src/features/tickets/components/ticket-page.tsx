import { Alert, Container } from 'react-bootstrap'
import { useParams, useSearchParams } from 'react-router'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { useTicket, useTickets } from '@/lib/tickets'
import { LoadingSpinner } from '@/components/page-loading'
import { usePageTitle } from '@/lib/use-page-title'
import { TicketSearch } from './ticket-search'
import { TicketTable } from './ticket-table'
import { TicketTimeline } from './ticket-timeline'
import { ActionNeededPanel } from './action-needed-panel'
import { ExpectedDecision } from './expected-decision'
import { FilingConfirmation } from './filing-confirmation'
import { WithdrawSection } from './withdraw-section'
import { ReceiptButton, WhatYouSent } from './what-you-sent'
import { DecisionPanel } from '@/components/decision-panel'
import { httpStatus } from '@/lib/api-client'
import { useT } from '@/lib/i18n'

/** /ticket and /ticket/all list every application; /ticket/{n} shows one, with the notice after filing. */
export default function TicketPage() {
  const { ticketNo } = useParams()
  const [search] = useSearchParams()
  const { t } = useT()
  const single = ticketNo && ticketNo !== 'all' ? ticketNo : undefined
  usePageTitle(single ? `Application ${single}` : t('tickets.title'))
  const one = useTicket(single)
  const all = useTickets(!single)
  const query = single ? one : all

  // Right after filing or sending changes: a confirmation, not the ticket's search and card again.
  const confirming = single !== undefined && (search.has('success') || search.has('resubmitted'))

  return (
    <Container className="py-4">
      <h1 className="h2">{single ? t('tickets.applicationId', { id: single }) : t('tickets.title')}</h1>
      {confirming && (
        <FilingConfirmation id={single} resubmitted={search.has('resubmitted')} ticket={one.data} />
      )}
      {single && one.data && <DecisionPanel ticket={one.data} />}
      {single && one.data && <ActionNeededPanel ticket={one.data} />}
      {single && one.data && !confirming && <ExpectedDecision ticket={one.data} />}
      {confirming && one.data && <WhatYouSent ticket={one.data} />}
      {!confirming && <TicketSearch />}
      {query.isPending && <LoadingSpinner />}
      {query.isError && (
        <Alert variant="danger">
          {single && httpStatus(query.error) === 404
            ? M.applicationNotFound(single)
            : t('tickets.loadFailed')}
        </Alert>
      )}
      {single && one.data && !confirming && <TicketTable tickets={[one.data]} />}
      {/* After sending changes, the history shows what changed. */}
      {single && one.data?.history && <TicketTimeline ticket={one.data} />}
      {single && one.data && !confirming && (
        <>
          <ReceiptButton id={one.data.id} />
          <WithdrawSection ticket={one.data} />
        </>
      )}
      {!single && all.data && <TicketTable tickets={all.data} />}
    </Container>
  )
}
