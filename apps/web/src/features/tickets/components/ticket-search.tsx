import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'react-bootstrap'
import { useMemo } from 'react'
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ticketSearchSchema, type TTicketSearch } from '@portal/domain/ticket-search'
import { PAGE_DATA_KEYS } from '@portal/domain/web-pages'
import { TextField } from '@/components/form/text-field'
import { useT } from '@/lib/i18n'

// The schema is built when the box is first checked, not when the page loads.
const checkSearch: Resolver<TTicketSearch> = (values, context, options) =>
  zodResolver(ticketSearchSchema())(values, context, options)

/** Go to one Application ID, or View All. Loaded after the page's applications (ticket-page.tsx). */
export default function TicketSearch() {
  const searched = useSearchParams()[0].get('ticket')
  const form = useForm<TTicketSearch>({
    resolver: checkSearch,
    defaultValues: { ticket: searched ?? '' },
    errors: useMemo(() => searchErrors(searched), [searched]),
  })
  const navigate = useNavigate()
  const { t } = useT()
  const queryClient = useQueryClient()
  return (
    <FormProvider {...form}>
      {/* Sent without the app's scripts, the server answers /ticket?ticket=N with /ticket/N, and
          renders any other search with the message the app would show (searchErrors). */}
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
          <TextField
            name="ticket"
            label={t('receipt.applicationId')}
            inputMode="numeric"
            maxLength={15}
            defaultValue={searched ?? undefined}
          />
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

/**
 * What is wrong with a search the browser sent itself, without the app's scripts
 * (/ticket?ticket=abc): the message the app shows for it when typed. None without a search.
 */
function searchErrors(searched: string | null): FieldErrors<TTicketSearch> | undefined {
  if (searched === null) return undefined
  const checked = ticketSearchSchema().safeParse({ ticket: searched })
  if (checked.success) return undefined
  return { ticket: { type: 'validate', message: checked.error.issues[0]!.message } }
}
