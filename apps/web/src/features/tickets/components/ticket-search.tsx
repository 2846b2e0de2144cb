import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'react-bootstrap'
import { FormProvider, useForm, type Resolver } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { ticketSearchSchema, type TTicketSearch } from '@portal/domain/ticket-search'
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
  // View All asks for the list afresh: an application may have been filed or decided meanwhile.
  const viewAll = async () => {
    await queryClient.invalidateQueries({ queryKey: ['tickets'] })
    await navigate('/ticket/all')
  }
  return (
    <FormProvider {...form}>
      <form
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
          <Button variant="outline-primary" onClick={() => void viewAll()}>
            {t('search.viewAll')}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
