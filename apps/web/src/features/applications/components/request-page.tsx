import { lazy, Suspense } from 'react'
import { Badge, Container } from 'react-bootstrap'
import { Link, useLocation, useSearchParams } from 'react-router'
import { formForPath, type TApplicationForm } from '@portal/domain/applications/form-catalogue'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { withinSentence } from '@portal/domain/i18n/dzongkha-grammar'
import { SERVICE_GUIDES } from '@portal/domain/service-guides'
import type { TRequestPath } from '@portal/domain/catalogue'
import { DecisionPanel } from '@/components/decision-panel'
import { LoadingSpinner } from '@/components/page-loading'
import { useTicket } from '@/lib/tickets'
import { usePageTitle } from '@/lib/use-page-title'
import { useT } from '@/lib/i18n'
import { useTicketWords } from '@/lib/use-ticket-words'
import { useApplication } from '../api/get-application'
import { FORM_DEFINITIONS } from '@portal/domain/applications/form-definitions/definitions-by-path'
import { ApplicationSummary } from './application-summary'
import { BeforeYouStart } from '@/components/before-you-start'
import { ApplicationLoadFailure } from './load-failure'

// The form kit (react-hook-form, the fields) loads once the form is asked for: the page opens on
// "before you start", and its hydration does not carry the form's (issue 35).
const ApplicationForm = lazy(() =>
  import('./application-form').then(({ ApplicationForm }) => ({ default: ApplicationForm })),
)
const Correction = lazy(() => import('./correction').then(({ Correction }) => ({ default: Correction })))

/** The form's script on its way: the footer waits below the screen, not where the form will be. */
const FormLoading = () => (
  <div className="page-pending">
    <LoadingSpinner />
  </div>
)

/** A service request page: the form, or with ?service_id=N an earlier application, read-only. */
export default function RequestPage() {
  // `/power-clearance/` is the same page (the server sends it the same HTML).
  const pathname = useLocation().pathname.replace(/(.)\/$/, '$1')
  const [search, setSearch] = useSearchParams()
  const { t, translate } = useT()
  const form = formForPath(pathname)!
  const definition = FORM_DEFINITIONS[pathname]!
  const serviceId = search.get('service_id')
  const correct = search.get('correct')
  const ticket = search.get('ticket') ?? serviceId ?? correct
  const step = search.get('step')
  // "Check your answers" has its own heading, which the form's step gives.
  const checking = !serviceId && !correct && step === 'check'
  usePageTitle(
    serviceId
      ? t('filed.title', { service: withinSentence(translate(definition.heading)), id: ticket })
      : correct
        ? t('filed.changesTitle', { service: withinSentence(translate(definition.heading)), id: correct })
        : checking
          ? t('check.pageTitle', { service: withinSentence(translate(definition.heading)) })
          : translate(definition.heading),
  )

  return (
    <Container className="py-4 form-narrow">
      {!checking && (
        <h1 className="h2">
          {translate(definition.heading)}{' '}
          {ticket && (
            <Badge bg="secondary" className="fs-6 align-middle">
              {t('tickets.applicationId', { id: ticket })}
            </Badge>
          )}
        </h1>
      )}
      {serviceId ? (
        <FiledApplication form={form} id={serviceId} definition={definition} />
      ) : correct ? (
        <Suspense fallback={<FormLoading />}>
          <Correction
            form={form}
            definition={definition}
            resource={SERVICE_TYPES[form.type].resource}
            id={correct}
          />
        </Suspense>
      ) : step === 'form' || step === 'check' ? (
        <Suspense fallback={<FormLoading />}>
          <ApplicationForm form={form} definition={definition} />
        </Suspense>
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
  form,
  id,
  definition,
}: {
  form: TApplicationForm
  id: string
  definition: (typeof FORM_DEFINITIONS)[string]
}) {
  const { service, resource } = SERVICE_TYPES[form.type]
  const application = useApplication(resource, id)
  // None of theirs, or of another service: what the API answers 404 for, said as soon as the
  // ticket shows it, which is at once on a page the server rendered with its ticket.
  const ticket = useTicket(id).data
  if (ticket === null || (ticket && ticket.service !== service))
    return <ApplicationLoadFailure id={id} error={undefined} missing />
  if (application.isPending) return <LoadingSpinner />
  if (application.isError) return <ApplicationLoadFailure id={id} error={application.error} />
  return (
    <>
      <FiledApplicationStatus id={id} />
      <ApplicationSummary form={form} definition={definition} application={application.data} />
    </>
  )
}

/** Where the application stands, its decision once made, and the way back to its ticket. */
function FiledApplicationStatus({ id }: { id: string }) {
  const ticket = useTicket(id)
  const { t } = useT()
  const { statusName } = useTicketWords()
  if (!ticket.data) return null
  return (
    <>
      <p className="d-flex flex-wrap gap-3 align-items-baseline">
        <span>
          <span className="fw-semibold">{t('filed.status')}</span> {statusName(ticket.data.status)}
        </span>
        <Link to={`/ticket/${id}`}>{t('filed.back', { id })}</Link>
      </p>
      <DecisionPanel ticket={ticket.data} />
    </>
  )
}
