import { serviceNameOf } from '@portal/domain/applications/service-names'
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
    /** The service as the customer chose it: its page's title, in the page's language. */
    serviceName: (service: string, requestType?: string | null) => {
      const key = serviceTitleKey(service, requestType)
      return language === 'en' || !key ? serviceNameOf(service, requestType) : i18n._(key)
    },
    /** A status as the customer sees it ("Under Process", "Action needed"…). */
    statusName: (status: string) =>
      (APPLICATION_STATUSES as readonly string[]).includes(status) ? i18n._(`status.${status}`) : status,
  }
}
