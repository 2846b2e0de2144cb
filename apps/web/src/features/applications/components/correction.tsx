import { Alert } from 'react-bootstrap'
import { Link } from 'react-router'
import type { TApplicationForm } from '@portal/domain/applications/form-catalogue'
import { labelOnForm } from '@portal/domain/applications/field-labels'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { LoadingSpinner } from '@/components/page-loading'
import { httpStatus } from '@/lib/api-client'
import { useTicket } from '@/lib/tickets'
import { useApplication } from '../api/get-application'
import type { FormDefinition } from '@portal/domain/applications/form-definitions/form-definition'
import { ApplicationForm } from './application-form'

/**
 * A returned application (?correct=N), its form filled with what was filed: what the utility
 * asked first, then the form to change and send again (DESIGN.md §7).
 */
export function Correction({
  form,
  definition,
  resource,
  id,
}: {
  form: TApplicationForm
  definition: FormDefinition
  resource: string
  id: string
}) {
  const application = useApplication(resource, id)
  const ticket = useTicket(id)
  if (application.isPending || ticket.isPending) return <LoadingSpinner />
  if (application.isError || ticket.isError) {
    const missing = [400, 404].includes(httpStatus(application.error ?? ticket.error) ?? 0)
    return (
      <Alert variant="danger">
        {missing ? M.applicationNotFound(id) : 'The application could not be loaded. Please try again later.'}{' '}
        <Link to="/ticket">Your applications</Link>
      </Alert>
    )
  }
  const asked = ticket.data.action_needed
  if (ticket.data.status !== 'Returned' || !asked)
    return (
      <Alert variant="info">
        Application ID {id} is not waiting for your changes.{' '}
        <Link to={`/ticket/${id}`}>See where it stands</Link>
      </Alert>
    )
  return (
    <>
      <section aria-labelledby="asked-heading" className="alert alert-warning">
        <h2 id="asked-heading" className="h5">
          What the utility asked you to change
        </h2>
        <p className="remarks">{asked.message}</p>
        <ul className="mb-0">
          {asked.fields.map((name) => (
            <li key={name}>{labelOnForm(form, name)}</li>
          ))}
        </ul>
      </section>
      <p>Your application is filled in as you sent it. Change what was asked, then send it again.</p>
      <ApplicationForm form={form} definition={definition} correcting={application.data} />
    </>
  )
}
