import { Alert, Badge, Container } from 'react-bootstrap'
import { Link, useLocation, useSearchParams } from 'react-router'
import { formForPath } from '@portal/domain/applications/form-catalogue'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { SERVICE_GUIDES } from '@portal/domain/service-guides'
import type { TRequestPath } from '@portal/domain/catalogue'
import { statusDisplay } from '@portal/domain/status'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { DecisionPanel } from '@/components/decision-panel'
import { LoadingSpinner } from '@/components/page-loading'
import { useTicket } from '@/lib/tickets'
import { usePageTitle } from '@/lib/use-page-title'
import { useT } from '@/lib/i18n'
import { useApplication } from '../api/get-application'
import { FORM_DEFINITIONS } from '@portal/domain/applications/form-definitions/definitions-by-path'
import { ApplicationForm } from './application-form'
import { ApplicationSummary } from './application-summary'
import { BeforeYouStart } from './before-you-start'
import { Correction } from './correction'
import { httpStatus } from '@/lib/api-client'

/** A service request page: the form, or with ?service_id=N an earlier application, read-only. */
export default function RequestPage() {
  const { pathname } = useLocation()
  const [search, setSearch] = useSearchParams()
  const { translate } = useT()
  const form = formForPath(pathname)!
  const definition = FORM_DEFINITIONS[pathname]!
  const serviceId = search.get('service_id')
  const correct = search.get('correct')
  const ticket = search.get('ticket') ?? serviceId ?? correct
  usePageTitle(
    serviceId
      ? `${definition.heading} — Application ${ticket}`
      : correct
        ? `${definition.heading} — Changes to application ${correct}`
        : translate(definition.heading),
  )

  return (
    <Container className="py-4 form-narrow">
      <h1 className="h2">
        {translate(definition.heading)}{' '}
        {ticket && (
          <Badge bg="secondary" className="fs-6 align-middle">
            Application ID {ticket}
          </Badge>
        )}
      </h1>
      {serviceId ? (
        <FiledApplication
          resource={SERVICE_TYPES[form.type].resource}
          id={serviceId}
          definition={definition}
        />
      ) : correct ? (
        <Correction
          form={form}
          definition={definition}
          resource={SERVICE_TYPES[form.type].resource}
          id={correct}
        />
      ) : search.get('step') === 'form' ? (
        <ApplicationForm form={form} definition={definition} />
      ) : (
        <BeforeYouStart
          guide={SERVICE_GUIDES[form.path as TRequestPath]}
          type={form.type}
          onStart={() => setSearch({ step: 'form' })}
        />
      )}
    </Container>
  )
}

function FiledApplication({
  resource,
  id,
  definition,
}: {
  resource: string
  id: string
  definition: (typeof FORM_DEFINITIONS)[string]
}) {
  const application = useApplication(resource, id)
  if (application.isPending) return <LoadingSpinner />
  if (application.isError) {
    const missing = [400, 404].includes(httpStatus(application.error) ?? 0)
    return (
      <Alert variant="danger">
        {missing ? M.applicationNotFound(id) : 'The application could not be loaded. Please try again later.'}{' '}
        <Link to="/ticket">Your applications</Link>
      </Alert>
    )
  }
  return (
    <>
      <FiledApplicationStatus id={id} />
      <ApplicationSummary definition={definition} application={application.data} />
    </>
  )
}

/** Where the application stands, its decision once made, and the way back to its ticket. */
function FiledApplicationStatus({ id }: { id: string }) {
  const ticket = useTicket(id)
  if (!ticket.data) return null
  return (
    <>
      <p className="d-flex flex-wrap gap-3 align-items-baseline">
        <span>
          <span className="fw-semibold">Status:</span> {statusDisplay(ticket.data.status)}
        </span>
        <Link to={`/ticket/${id}`}>Back to application {id}</Link>
      </p>
      <DecisionPanel ticket={ticket.data} />
    </>
  )
}
