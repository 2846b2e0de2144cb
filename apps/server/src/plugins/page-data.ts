import { PAGE_DATA_KEYS, type TDataPage } from '@portal/domain/web-pages'
import { HttpError } from '../errors'
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
  // The page's own data is read beside the messages, not after them: one wait, not two.
  const profile = services.customers.asApi(customer)
  const [messages, own] = await Promise.all([
    services.messages.newestOf(cid),
    pageOwnData(services, cid, page, profile.permanent_address.dzongkhag),
  ])
  const data: PageData = [
    [PAGE_DATA_KEYS.profile, profile],
    [PAGE_DATA_KEYS.notifications, messages],
    ...own.data,
  ]
  return { data: asAnswered(data), profileLanguage: customer.language ?? undefined, missing: own.missing }
}

/**
 * What the page itself shows, beside the top bar's; `missing` when its ticket is not theirs. The
 * profile names the places of the customer's addresses: the dzongkhags, and the gewogs of theirs.
 */
async function pageOwnData(
  services: Services,
  cid: string,
  page: TDataPage,
  homeDzongkhag: number,
): Promise<{ data: PageData; missing: boolean }> {
  if (page.kind === 'profile') {
    const [dzongkhags, gewogs] = await Promise.all([
      services.divisions.dzongkhags(),
      services.divisions.gewogs(homeDzongkhag),
    ])
    const data: PageData = [
      [PAGE_DATA_KEYS.dzongkhags, dzongkhags],
      [PAGE_DATA_KEYS.gewogs(homeDzongkhag), gewogs],
    ]
    return { data, missing: false }
  }
  if (page.kind === 'tickets')
    return { data: [[PAGE_DATA_KEYS.tickets, await services.tickets.list(cid)]], missing: false }
  if (page.kind === 'ticket') {
    const ticket = await services.tickets.find(cid, Number(page.id))
    return { data: [[PAGE_DATA_KEYS.ticket(page.id), ticket ?? null]], missing: !ticket }
  }
  if (page.kind !== 'form') return { data: [], missing: false }
  // "Before you start" says how long a decision takes; the form's Division select lists the
  // divisions and says which dzongkhags each serves.
  const [targets, divisions, dzongkhags, filed] = await Promise.all([
    services.divisions.serviceTargets(),
    services.divisions.activeDivisions(),
    services.divisions.dzongkhags(),
    page.filed ? filedApplicationData(services, cid, page.filed) : undefined,
  ])
  const data: PageData = [
    [PAGE_DATA_KEYS.serviceTargets, targets],
    [PAGE_DATA_KEYS.divisions, divisions],
    [PAGE_DATA_KEYS.dzongkhags, dzongkhags],
    ...(filed?.data ?? []),
  ]
  return { data, missing: filed?.missing ?? false }
}

/**
 * An application sent, read-only on its form's page (the list's "View"): the answers and the
 * ticket (where it stands). A ticket that is not theirs is null, as on its own page; answers
 * not of this page's service are none, and the page says it was not found, as the app does
 * when the API answers 404.
 */
async function filedApplicationData(
  services: Services,
  cid: string,
  { resource, id }: { resource: string; id: string },
): Promise<{ data: PageData; missing: boolean }> {
  const ticket = await services.tickets.find(cid, Number(id))
  if (!ticket) return { data: [[PAGE_DATA_KEYS.ticket(id), null]], missing: true }
  try {
    const application = await services.filings.filed(cid, resource, Number(id))
    return {
      data: [
        [PAGE_DATA_KEYS.ticket(id), ticket],
        [PAGE_DATA_KEYS.application(resource, id), application],
      ],
      missing: false,
    }
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      return { data: [[PAGE_DATA_KEYS.ticket(id), ticket]], missing: true }
    throw error
  }
}

/** A letter's check, for anyone: what the paper says; undefined when the code names no paper. */
export async function paperPageData(services: Services, code: string): Promise<PageData | undefined> {
  const paper = await services.papers.find(code)
  return paper ? asAnswered([[PAGE_DATA_KEYS.verify(code), paper]]) : undefined
}

/** As the API would answer it: dates as text, nothing undefined. */
const asAnswered = (data: PageData) => JSON.parse(JSON.stringify(data)) as PageData
