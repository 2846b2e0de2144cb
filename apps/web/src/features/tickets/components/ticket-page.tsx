import { lazy, Suspense } from 'react'
import { Container } from 'react-bootstrap'
import { useParams, useSearchParams } from 'react-router'
import { useTicket, useTickets } from '@/lib/tickets'
import { LoadingSpinner } from '@/components/page-loading'
import { usePageTitle } from '@/lib/use-page-title'
import { TicketTable } from './ticket-table'
import { TicketTimeline } from './ticket-timeline'
import { ActionNeededPanel } from './action-needed-panel'
import { ExpectedDecision } from './expected-decision'
import { FilingConfirmation } from './filing-confirmation'
import { ReceiptButton } from './receipt-button'
import { DecisionPanel } from '@/components/decision-panel'
import { useT } from '@/lib/i18n'

// Loaded and hydrated after the applications show, each in a task of its own (issue 35): the
// form kit (react-hook-form, zod) of the search and the withdrawal, and the receipt after filing.
const TicketSearch = lazy(() => import('./ticket-search'))
const WithdrawSection = lazy(() => import('./withdraw-section'))
const WhatYouSent = lazy(() => import('./what-you-sent'))

/** /ticket and /ticket/all list every application; /ticket/{n} shows one, with the notice after filing. */
export default function TicketPage() {
  const { ticketNo } = useParams()
  const [search] = useSearchParams()
  const { t } = useT()
  const single = ticketNo && ticketNo !== 'all' ? ticketNo : undefined
  usePageTitle(single ? t('tickets.pageTitle', { id: single }) : t('tickets.title'))
  const one = useTicket(single)
  const all = useTickets(!single)
  const query = single ? one : all

  // Right after filing or sending changes: a confirmation, not the ticket's search and card again.
  const confirming = single !== undefined && (search.has('success') || search.has('resubmitted'))

  const lookUp = (
    <Suspense fallback={<div className="ticket-search-space" />}>
      <TicketSearch />
    </Suspense>
  )

  return (
    <Container className="py-4">
      <h1 className="h2">{single ? t('tickets.applicationId', { id: single }) : t('tickets.title')}</h1>
      {confirming && (
        <FilingConfirmation
          id={single}
          resubmitted={search.has('resubmitted')}
          ticket={one.data ?? undefined}
        />
      )}
      {single && one.data && <DecisionPanel ticket={one.data} />}
      {single && one.data && <ActionNeededPanel ticket={one.data} />}
      {single && one.data && !confirming && <ExpectedDecision ticket={one.data} />}
      {confirming && one.data && (
        <Suspense fallback={<LoadingSpinner />}>
          <WhatYouSent ticket={one.data} />
        </Suspense>
      )}
      {/* Its own height held while it loads: the applications below do not move. */}
      {!single && lookUp}
      {query.isPending && (
        <div className="page-pending">
          <LoadingSpinner />
        </div>
      )}
      {/* Bootstrap's markup, not react-bootstrap's Alert: its close button and fade would come
          with every first load of the page (the size budget, issue 35). */}
      {single && one.data === null && (
        <div className="alert alert-danger" role="alert">
          {t('tickets.notFound', { id: single })}
        </div>
      )}
      {query.isError && (
        <div className="alert alert-danger" role="alert">
          {t('tickets.loadFailed')}
        </div>
      )}
      {single && one.data && !confirming && <TicketTable tickets={[one.data]} />}
      {/* After sending changes, the history shows what changed. */}
      {single && one.data?.history && <TicketTimeline ticket={one.data} />}
      {single && one.data && !confirming && (
        // Apart by the same room whether they share a line (Dzongkha's shorter words) or not.
        <div className="d-flex flex-wrap align-items-start gap-3 mt-3">
          <ReceiptButton id={one.data.id} />
          <Suspense fallback={null}>
            <WithdrawSection ticket={one.data} />
          </Suspense>
        </div>
      )}
      {!single && all.data && <TicketTable tickets={all.data} listed />}
      {/* One application's page opens with the application; looking up another comes after. */}
      {single && !confirming && <div className="mt-4">{lookUp}</div>}
    </Container>
  )
}
