import { formPathFor } from '../applications/form-catalogue'
import type { TDzongkhaKey } from './en'

/**
 * The catalogue key of a stored service's title (its request type picking among the meter
 * forms), or undefined for a service no form files. English keeps the stored name, the
 * specification's; other languages name the service by this title. Apart from en.ts, which
 * every page carries: it needs the form catalogue.
 */
export function serviceTitleKey(service: string, requestType?: string | null): TDzongkhaKey | undefined {
  const path = formPathFor(service, requestType)
  return path ? (`service.${path}.title` as TDzongkhaKey) : undefined
}
