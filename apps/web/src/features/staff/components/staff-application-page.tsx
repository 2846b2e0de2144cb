import { useEffect, useRef } from 'react'
import { Alert, Badge, Button, Col, Container, Row } from 'react-bootstrap'
import { Link, useParams } from 'react-router'
import {
  answersInFormOrder,
  staffFieldLabelOf,
  type TLabelledValue,
} from '@portal/domain/applications/field-labels'
import { formOfService } from '@portal/domain/applications/form-catalogue'
import { serviceNameOf } from '@portal/domain/applications/service-names'
import { SummaryList } from '@/components/summary-list'
import { API_BASE, describeFailure, downloadFile, httpStatus, staffApi } from '@/lib/api-client'
import { hasLetter, LETTER_SERVICES } from '@portal/domain/status'
import { formatBytes, formatDate } from '@/lib/format'
import { LoadingSpinner } from '@/components/page-loading'
import { READER_LANGUAGE_NAMES } from '@portal/domain/staff/remark-language'
import { usePageTitle } from '@/lib/use-page-title'
import { useRefusedAction, useStaffApplication, type StaffApplication } from '../api/staff-applications'
import { ApplicationHistory } from './application-history'
import { AssignmentPanel } from './assignment-panel'
import { useStaffMe } from '../api/staff-session'
import { DecisionForm } from './decision-form'
import { NoteForm } from './note-form'
import { SendBackForm } from './send-back-form'

// Shown elsewhere on the page, or nothing an officer decides on.
const NOT_A_FIELD = new Set([
  'id',
  'service',
  'status',
  'created',
  'remarks',
  'decided',
  'decided_by',
  'division',
  'division_name',
  'customer',
  'attachments',
  'history',
  'terms',
  'terms2',
  'request_type',
  // A connection's kind: the heading names it.
  'connection_type',
  'action_needed',
  'assignee',
  'sms',
  'emails',
])

const STATUS_BADGES: Record<string, { bg: string; text?: 'dark' }> = {
  Pending: { bg: 'warning', text: 'dark' },
  Returned: { bg: 'info', text: 'dark' },
  Approved: { bg: 'success' },
  Rejected: { bg: 'danger' },
  Withdrawn: { bg: 'secondary' },
}

/** Opens an attachment in a new tab: fetched with the staff token, shown from memory. */
async function openInline(url: string) {
  const response = await staffApi.get<Blob>(`${url.replace(/^\/api/, '')}?inline=1`, { responseType: 'blob' })
  window.open(URL.createObjectURL(response.data), '_blank', 'noopener')
}

export default function StaffApplicationPage() {
  const { id = '' } = useParams()
  usePageTitle(`Application ${id}`)
  const application = useStaffApplication(id)

  if (application.isPending)
    return (
      <Container className="py-4">
        <LoadingSpinner />
      </Container>
    )
  if (application.isError) {
    const missing = httpStatus(application.error) === 404
    return (
      <Container className="py-4">
        <Alert variant="danger">
          {missing
            ? `Application ID ${id} does not exist or is not in your divisions.`
            : 'The application could not be loaded.'}
        </Alert>
      </Container>
    )
  }
  const a: StaffApplication = application.data
  const labelOf = (field: string) => staffFieldLabelOf(a.service, a.request_type, field)
  const fields = Object.entries(a).filter(
    ([key, value]) => !NOT_A_FIELD.has(key) && value !== '' && value !== undefined,
  )

  return (
    <Container fluid="lg" className="py-4">
      <p>
        <Link to="/staff">← Applications</Link>
      </p>
      <h1 className="h2">
        {serviceNameOf(a.service, a.request_type)}{' '}
        <Badge bg="secondary" className="fs-6 align-middle">
          Application ID {a.id}
        </Badge>{' '}
        <Badge {...STATUS_BADGES[a.status]} className="fs-6 align-middle">
          {a.status}
        </Badge>
      </h1>
      <Row className="g-4">
        <Col lg={7}>
          <h2 className="h5">The application</h2>
          <SummaryList
            rows={[
              ['Division', a.division_name, 'as typed'],
              ['Filed on', formatDate(a.created)],
              ...answersInFormOrder(formOfService(a.service, a.request_type), fields).map(
                ([label, value]): TLabelledValue => [label, value, 'as typed'],
              ),
            ]}
          />
          <h2 className="h5">Attachments</h2>
          {a.attachments.length === 0 && <p>None.</p>}
          <ul className="list-unstyled">
            {a.attachments.map((file) => (
              <li key={file.id} className="mb-2">
                <span className="d-block fw-semibold">
                  {labelOf(file.field)}: {file.name} ({formatBytes(file.size)})
                </span>
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="me-2"
                  onClick={() => void openInline(file.url)}
                >
                  Open
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  onClick={() => void downloadFile(staffApi, file.url, file.name)}
                >
                  Download
                </Button>
              </li>
            ))}
          </ul>
        </Col>
        <Col lg={5}>
          <h2 className="h5">Customer</h2>
          <SummaryList
            rows={[
              ['Name', a.customer.name, 'as typed'],
              ['CID', a.customer.cid],
              ['Mobile', a.customer.mobile],
              a.customer.email ? ['Email', a.customer.email, 'as typed'] : ['Email', 'Not given'],
              ['Reads', READER_LANGUAGE_NAMES[a.customer.language]],
            ]}
          />
          <h2 className="h5">History</h2>
          <ApplicationHistory application={a} labelOf={labelOf} />
          <WhereItStands application={a} />
          <AssignmentPanel application={a} />
          <NoteForm id={String(a.id)} reader={a.customer.language} />
        </Col>
      </Row>
    </Container>
  )
}

/** What the officer can do now: decide or send back while Pending; else what happened. */
function WhereItStands({ application: a }: { application: StaffApplication }) {
  // After a decision or a send-back the form the officer used is gone: the keyboard and a
  // screen reader go to what now stands in its place, not back to the page's top.
  const here = useRef<HTMLDivElement>(null)
  const shown = useRef(a.status)
  useEffect(() => {
    if (a.status === shown.current) return
    shown.current = a.status
    here.current?.focus()
  }, [a.status])
  return (
    <div ref={here} tabIndex={-1}>
      {a.status !== 'Pending' && <RefusedAction id={String(a.id)} />}
      <WhatHappened application={a} />
    </div>
  )
}

/** A decision or send-back refused as another's came first: said, and the officer's words kept. */
function RefusedAction({ id }: { id: string }) {
  const refused = useRefusedAction(id)
  if (!refused) return null
  return (
    <Alert variant="warning">
      <p className="mb-0">Not recorded: {describeFailure(refused.error).detail}</p>
      {refused.words && (
        <p className="mb-0 mt-2">
          What you wrote: <q className="remarks">{refused.words}</q>
        </p>
      )}
    </Alert>
  )
}

function WhatHappened({ application: a }: { application: StaffApplication }) {
  const takenBy = useTakenByAnother(a)
  switch (a.status) {
    case 'Pending':
      return (
        <>
          {takenBy && (
            <Alert variant="warning" className="mt-4 mb-0">
              {takenBy} has taken this application and may be deciding it. Agree with them before you decide
              or send it back.
            </Alert>
          )}
          <DecisionForm
            id={String(a.id)}
            reader={a.customer.language}
            letter={LETTER_SERVICES.includes(a.service)}
            takenBy={takenBy}
          />
          <SendBackForm application={a} />
        </>
      )
    case 'Returned':
      return (
        <Alert variant="info">
          Sent back to the customer for changes: {a.action_needed?.message}
          <br />
          It returns to this division's inbox when they send it again.
        </Alert>
      )
    case 'Withdrawn':
      return <Alert variant="secondary">Withdrawn by the customer.</Alert>
    default:
      return (
        <Alert variant="info">
          {a.status} by {a.decided_by ?? 'an officer'} on {a.decided ? formatDate(a.decided) : '—'}.
          {a.remarks && ` Remarks: ${a.remarks}`}
          {hasLetter(a.service, a.status) && (
            <p className="mb-0 mt-2">
              <a href={`${API_BASE}/staff/applications/${a.id}/letter/`} target="_blank" rel="noopener">
                Open the letter the customer holds (PDF)
              </a>
            </p>
          )}
        </Alert>
      )
  }
}

/** The other officer who has taken it, by name: deciding or sending it back now may cross their work. */
function useTakenByAnother(a: StaffApplication) {
  const me = useStaffMe(true).data
  return me && a.assignee && a.assignee.id !== me.id ? a.assignee.name : undefined
}
