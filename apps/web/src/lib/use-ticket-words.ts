import { formPathFor } from '@portal/domain/applications/form-catalogue'
import { APPLICATION_STATUSES } from '@portal/domain/status'
import { i18n, useT } from './i18n'

/**
 * How a ticket names its service and status in the page's language. Apart from `useT`: it
 * needs the form catalogue, which the landing page does not load.
 */
export function useTicketWords() {
  const { language } = useT()
  return {
    /** The stored name (the specification's) in English, the service's title otherwise. */
    serviceName: (service: string, requestType?: string | null) => {
      const path = formPathFor(service, requestType)
      return language === 'en' || !path ? service : i18n._(`service.${path}.title`)
    },
    /** A status as the customer sees it ("Under Process", "Action needed"…). */
    statusName: (status: string) =>
      (APPLICATION_STATUSES as readonly string[]).includes(status) ? i18n._(`status.${status}`) : status,
  }
}
