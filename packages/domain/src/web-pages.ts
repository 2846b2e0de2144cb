/**
 * Which HTML the portal sends for a path (issues 11, 46): the server renders the customer's
 * pages on each request, in the reader's language; the build renders a shell for the few it does
 * not (a page not found, the development pages), and the back office is the bare app.
 */
import { REQUEST_PAGES, SERVICE_TYPES } from './catalogue'
import type { TLanguage } from './i18n/languages'

/**
 * The pages the server renders with the app's components, in the reader's language: the landing
 * page, signing in (with or without a chosen service) and registering.
 */
const SERVER_RENDERED = /^\/(customer-login(\/[\w-]{1,40}){0,2}|customer-register)?$/

/** Whether the server renders a path's page itself (plugins/web-app.ts), rather than a built file. */
export const isServerRendered = (pathname: string) => SERVER_RENDERED.test(pathname.replace(/(.)\/$/, '$1'))

/** The top bar and a spinner, for the customer pages that only the app can draw: in English, */
export const APP_SHELL_FILE = 'pages/app-shell.html'
/** and in each other language, for a reader the server knows reads it (a link from an SMS, signed out). */
export const appShellFileIn = (language: TLanguage) =>
  language === 'en' ? APP_SHELL_FILE : `pages/app-shell.${language}.html`

/**
 * A page the server renders with its data (issue 46), by what it shows: a signed-in customer's
 * service forms (with `filed`, one application sent with it, read-only: the list's "View"),
 * applications, one of them, their messages, their profile; and anyone's check of a letter.
 */
export type TDataPage =
  | { kind: 'form'; filed?: { resource: string; id: string } }
  | { kind: 'tickets' }
  | { kind: 'ticket'; id: string }
  | { kind: 'messages' }
  | { kind: 'profile' }
  | { kind: 'verify'; code: string }

const FORM_RESOURCES = new Map<string, string>(
  REQUEST_PAGES.map(({ path, type }) => [path, SERVICE_TYPES[type].resource]),
)

/**
 * The page with data a path (and its query, `search`) shows, when the server renders it;
 * undefined for any other path.
 */
export function dataPageOf(pathname: string, search = ''): TDataPage | undefined {
  const path = pathname.replace(/(.)\/$/, '$1')
  if (path === '/ticket' || path === '/ticket/all') return { kind: 'tickets' }
  if (path === '/messages') return { kind: 'messages' }
  // Registration to anyone else; the profile to a signed-in customer (spec §2).
  if (path === '/customer-register') return { kind: 'profile' }
  const resource = FORM_RESOURCES.get(path)
  if (resource) {
    // ?service_id=N: the application sent, read-only (apps/web's request-page.tsx).
    const id = /^\d{1,9}$/.exec(new URLSearchParams(search).get('service_id') ?? '')?.[0]
    return id ? { kind: 'form', filed: { resource, id } } : { kind: 'form' }
  }
  const one = /^\/ticket\/(\d{1,9})$/.exec(path)
  if (one) return { kind: 'ticket', id: one[1]! }
  const paper = /^\/verify\/([A-Za-z0-9_-]{10,64})$/.exec(path)
  return paper ? { kind: 'verify', code: paper[1]! } : undefined
}

/**
 * The keys the app's queries name a page's data by (apps/web/src/lib/session.tsx, lib/tickets.ts,
 * lib/lookups.ts, features/messages, the verify page): the server hands its data over under the
 * same keys.
 */
export const PAGE_DATA_KEYS = {
  profile: ['customers', 'profile'],
  notifications: ['notifications'],
  tickets: ['tickets'],
  ticket: (id: string) => ['tickets', id],
  serviceTargets: ['service-targets'],
  divisions: ['divisions'],
  dzongkhags: ['dzongkhags'],
  gewogs: (dzongkhag: number) => ['gewogs', dzongkhag],
  application: (resource: string, id: string) => ['applications', resource, id],
  verify: (code: string) => ['verify', code],
} as const

/** The id of the `<script type="application/json">` that carries a rendered page's data to the app. */
export const PAGE_DATA_ELEMENT_ID = 'portal-page-data'

/**
 * The id of the `<script type="application/json">` on a Dzongkha page that carries the texts a
 * translator changed since the build, compiled, for the app to lay over its catalogue (issue 49).
 */
export const REVIEWED_TEXTS_ELEMENT_ID = 'portal-reviewed-dzongkha'

/** The Dzongkha font's stylesheet in the head of a Dzongkha page the server rendered: the app need not ask for it. */
export const DZONGKHA_FONT_ELEMENT_ID = 'portal-dzongkha-font'

/** The bare app: the back office has a top bar of its own. */
export const BARE_APP_FILE = 'index.html'

const BACK_OFFICE = /^\/staff(\/|$)/

/** The file for a path, given the page files the build made, for a reader of `language`. */
export function htmlFileFor(
  pathname: string,
  built: { has(file: string): boolean },
  language: TLanguage = 'en',
) {
  const path = pathname.replace(/(.)\/$/, '$1')
  if (BACK_OFFICE.test(path)) return BARE_APP_FILE
  for (const shell of [appShellFileIn(language), APP_SHELL_FILE]) if (built.has(shell)) return shell
  return BARE_APP_FILE
}
