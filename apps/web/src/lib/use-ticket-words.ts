import { serviceTitleKey } from '@portal/domain/i18n/service-names'
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
      const key = serviceTitleKey(service, requestType)
      return language === 'en' || !key ? service : i18n._(key)
    },
    /** A status as the customer sees it ("Under Process", "Action needed"…). */
    statusName: (status: string) =>
      (APPLICATION_STATUSES as readonly string[]).includes(status) ? i18n._(`status.${status}`) : status,
  }
}
