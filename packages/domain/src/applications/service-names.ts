import { REQUEST_PAGES, SERVICE_TYPES } from '../catalogue'
import { APPLICATION_FORMS, formPathFor } from './form-catalogue'

/**
 * How an application's service is named to people: as the citizen chose it, by its landing
 * card's title ("Relocation/Shifting of energy meter"), not by the stored service it shares
 * with other pages ("Energy Meter"). The stored service and request type stay the API's.
 */

const TITLES: ReadonlyMap<string, string> = new Map(REQUEST_PAGES.map((page) => [page.path, page.title]))

/** A stored service's name in English; the stored name where no form files it (an old row). */
export function serviceNameOf(service: string, requestType?: string | null): string {
  const path = formPathFor(service, requestType)
  return (path && TITLES.get(path)) || service
}

export interface TServiceChoice {
  /** As stored, and as the inbox's `service` filter takes it. */
  service: string
  /** As stored, and as the `request_type` filter takes it; absent where the service has one form. */
  requestType?: string
  name: string
}

/** The fifteen services as the citizen chose among them, in the landing page's order. */
export const SERVICE_CHOICES: readonly TServiceChoice[] = APPLICATION_FORMS.map((form) => {
  const service = SERVICE_TYPES[form.type].service
  const requestType = form.variant?.value
  return { service, ...(requestType ? { requestType } : {}), name: serviceNameOf(service, requestType) }
})

/** The request types a stored service is filed with (none where it has one form). */
export const requestTypesOf = (service: string) =>
  SERVICE_CHOICES.flatMap((choice) =>
    choice.service === service && choice.requestType ? [choice.requestType] : [],
  )

/** The names the citizen knows a stored service by: its one form's, or each of its forms' (the meters'). */
export const choiceNamesOf = (service: string) =>
  SERVICE_CHOICES.filter((choice) => choice.service === service).map((choice) => choice.name)
