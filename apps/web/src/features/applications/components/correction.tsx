import { Alert } from 'react-bootstrap'
import { Link } from 'react-router'
import type { TApplicationForm } from '@portal/domain/applications/form-catalogue'
import { labelOnForm } from '@portal/domain/applications/field-labels'
import { LoadingSpinner } from '@/components/page-loading'
import { fieldId } from '@/components/form/field-shell'
import { focusField } from '@/components/form/focus-field'
import { useTicket } from '@/lib/tickets'
import { useApplication } from '../api/get-application'
import type { FormDefinition } from '@portal/domain/applications/form-definitions/form-definition'
import { ApplicationForm } from './application-form'
import { ApplicationLoadFailure } from './load-failure'
import { useT } from '@/lib/i18n'

/**
 * A returned application (?correct=N), its form filled with what was filed: what the utility
 * asked first, each field a link to it, then the form to change and send again (DESIGN.md §7).
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
  const { t, translate } = useT()
  if (application.isPending || ticket.isPending) return <LoadingSpinner />
  if (application.isError || ticket.isError || !ticket.data)
    return <ApplicationLoadFailure id={id} error={application.error ?? ticket.error} missing={!ticket.data} />
  const asked = ticket.data.action_needed
  if (ticket.data.status !== 'Returned' || !asked)
    return (
      <Alert variant="info">
        {t('correction.notWaiting', { id })} <Link to={`/ticket/${id}`}>{t('correction.whereItStands')}</Link>
      </Alert>
    )
  return (
    <>
      <section aria-labelledby="asked-heading" className="alert alert-warning">
        <h2 id="asked-heading" className="h5">
          {t('correction.asked')}
        </h2>
        <p className="remarks">{asked.message}</p>
        <ul className="mb-0">
          {asked.fields.map((name) => (
            <li key={name}>
              <a
                href={`#${fieldId(name)}`}
                onClick={(event) => {
                  // Focus the field itself: a fragment only scrolls, and the router would take it as a navigation.
                  if (focusField(name)) event.preventDefault()
                }}
              >
                {translate(labelOnForm(form, name))}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <p>{t('correction.intro')}</p>
      <ApplicationForm
        form={form}
        definition={definition}
        correcting={application.data}
        toChange={asked.fields}
      />
    </>
  )
}
