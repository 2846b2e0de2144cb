import { PAGE_DATA_KEYS, type TDataPage } from '@portal/domain/web-pages'
import type { Services } from '../services/create-services'
import type { PageData } from './page-renderer'

/**
 * What a signed-in page shows, loaded through the services as the API's routes load it, under
 * the keys the app's queries name it by: the customer (the top bar), their messages (its
 * count), and the page's own. Undefined when the customer is gone. A ticket that is not theirs,
 * or none, is null, as the app's query answers the API's 404 (apps/web/src/lib/tickets.ts): the
 * page says it was not found, and is `missing`.
 */
export async function customerPageData(services: Services, cid: string, page: TDataPage) {
  const customer = await services.customers.find(cid)
  if (!customer) return undefined
  const data: PageData = [
    [PAGE_DATA_KEYS.profile, services.customers.asApi(customer)],
    [PAGE_DATA_KEYS.notifications, await services.messages.newestOf(cid)],
  ]
  let missing = false
  if (page.kind === 'tickets') data.push([PAGE_DATA_KEYS.tickets, await services.tickets.list(cid)])
  if (page.kind === 'ticket') {
    const ticket = await services.tickets.find(cid, Number(page.id))
    missing = !ticket
    data.push([PAGE_DATA_KEYS.ticket(page.id), ticket ?? null])
  }
  // "Before you start" says how long a decision takes.
  if (page.kind === 'form')
    data.push([PAGE_DATA_KEYS.serviceTargets, await services.divisions.serviceTargets()])
  return { data: asAnswered(data), profileLanguage: customer.language ?? undefined, missing }
}

/** A letter's check, for anyone: what the paper says; undefined when the code names no paper. */
export async function paperPageData(services: Services, code: string): Promise<PageData | undefined> {
  const paper = await services.papers.find(code)
  return paper ? asAnswered([[PAGE_DATA_KEYS.verify(code), paper]]) : undefined
}

/** As the API would answer it: dates as text, nothing undefined. */
const asAnswered = (data: PageData) => JSON.parse(JSON.stringify(data)) as PageData
