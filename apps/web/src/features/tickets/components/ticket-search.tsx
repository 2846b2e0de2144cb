import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'react-bootstrap'
import { FormProvider, useForm, type Resolver } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { ticketSearchSchema, type TTicketSearch } from '@portal/domain/ticket-search'
import { PAGE_DATA_KEYS } from '@portal/domain/web-pages'
import { TextField } from '@/components/form/text-field'
import { useT } from '@/lib/i18n'

// The schema is built when the box is first checked, not when the page loads.
const checkSearch: Resolver<TTicketSearch> = (values, context, options) =>
  zodResolver(ticketSearchSchema())(values, context, options)

/** Go to one Application ID, or View All. Loaded after the page's applications (ticket-page.tsx). */
export default function TicketSearch() {
  const form = useForm<TTicketSearch>({
    resolver: checkSearch,
    defaultValues: { ticket: '' },
  })
  const navigate = useNavigate()
  const { t } = useT()
  const queryClient = useQueryClient()
  return (
    <FormProvider {...form}>
      {/* Sent without the app's scripts, the server answers /ticket?ticket=N with /ticket/N. */}
      <form
        action="/ticket"
        method="get"
        noValidate
        role="search"
        aria-label={t('search.label')}
        className="d-flex flex-wrap align-items-end gap-2 mb-3"
        onSubmit={form.handleSubmit(({ ticket }) => void navigate(`/ticket/${ticket}`))}
      >
        <div className="flex-grow-1 ticket-search-field">
          <TextField name="ticket" label={t('receipt.applicationId')} inputMode="numeric" maxLength={15} />
        </div>
        <div className="ticket-search-buttons d-flex gap-2 mb-3">
          <Button type="submit">{t('search.go')}</Button>
          {/* A link, which works before the app runs; in the app it asks for the list afresh:
              an application may have been filed or decided meanwhile. */}
          <Link
            to="/ticket/all"
            className="btn btn-outline-primary"
            onClick={() => void queryClient.invalidateQueries({ queryKey: PAGE_DATA_KEYS.tickets })}
          >
            {t('search.viewAll')}
          </Link>
        </div>
      </form>
    </FormProvider>
  )
}
