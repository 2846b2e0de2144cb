import { useTicketWords } from '@/lib/use-ticket-words'
import { useT } from '@/lib/i18n'
import { useQuery } from '@tanstack/react-query'
import { formOfService } from '@portal/domain/applications/form-catalogue'
import { filedValues, type TFiledApplication } from '@portal/domain/applications/responses'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { statementIn } from '@portal/domain/applications/field-labels'
import { SummaryList } from '@/components/summary-list'
import { api } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format'
import { useDivisionName } from '@/lib/lookups'
import type { Ticket } from '@/lib/tickets'
import { ReceiptButton } from './receipt-button'

/** The confirmation's receipt: what was sent, as filed, in the form's order, with its division and documents by name. */
export default function WhatYouSent({ ticket }: { ticket: Ticket }) {
  const form = formOfService(ticket.service, ticket.request_type)
  const { t, translate } = useT()
  const { serviceName } = useTicketWords()
  const divisionName = useDivisionName()
  const resource = form ? SERVICE_TYPES[form.type].resource : undefined
  const filed = useQuery({
    queryKey: ['applications', resource, String(ticket.id)],
    queryFn: async () => (await api.get<TFiledApplication>(`/services/${resource}/${ticket.id}/`)).data,
    enabled: resource !== undefined,
  })
  if (!filed.data || !resource) return null
  const details = filedValues(filed.data)
  const division = divisionName(Number(details.division))
  return (
    <section aria-labelledby="what-you-sent" className="mb-4">
      <h2 id="what-you-sent" className="h5">
        {t('receipt.title')}
      </h2>
      <SummaryList
        rows={[
          [t('receipt.applicationId'), String(ticket.id)],
          [t('tickets.service'), serviceName(filed.data.service, ticket.request_type)],
          [t('receipt.received'), formatDateTime(filed.data.created)],
          ...statementIn(form, details, translate, { division, documents: filed.data.attachments }),
        ]}
      />
      <ReceiptButton id={ticket.id} />
    </section>
  )
}
