/**
 * Which HTML the portal sends for a path (issues 11, 46): the server renders the public pages
 * in the reader's language on each request; the build renders a shell for the other customer
 * pages, which the server and the service worker pick among alike.
 */

/**
 * The pages the server renders with the app's components, in the reader's language: the landing
 * page, signing in (with or without a chosen service) and registering.
 */
const SERVER_RENDERED = /^\/(customer-login(\/[^/]+){0,2}|customer-register)?$/

/** Whether the server renders a path's page itself (plugins/web-app.ts), rather than a built file. */
export const isServerRendered = (pathname: string) => SERVER_RENDERED.test(pathname.replace(/(.)\/$/, '$1'))

/** The top bar and a spinner, for the customer pages that only the app can draw. */
export const APP_SHELL_FILE = 'pages/app-shell.html'

/**
 * The shell again, for the pages whose route the HTML names too (issue 35): it names the route's
 * script chunks, which the browser fetches beside the app's instead of after the app has run.
 */
export const ROUTE_SHELLS = [
  { file: 'pages/app-shell--ticket.html', paths: /^\/ticket(\/[^/]+)?$/ },
  { file: 'pages/app-shell--verify.html', paths: /^\/verify\/[^/]+$/ },
] as const

/** The `<meta>` that names a route shell's chunks, for src/main.tsx to preload with the app. */
export const ROUTE_CHUNKS_META = 'portal-route-chunks'

/** The bare app: the back office has a top bar of its own. */
export const BARE_APP_FILE = 'index.html'

const BACK_OFFICE = /^\/staff(\/|$)/

/** '/' → 'pages/index.html', '/customer-login' → 'pages/customer-login.html'. */
export const pageFileOf = (pathname: string) =>
  `pages/${pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '--')}.html`

/** The file for a path, given the page files the build made. */
export function htmlFileFor(pathname: string, built: { has(file: string): boolean }) {
  const path = pathname.replace(/(.)\/$/, '$1')
  if (built.has(pageFileOf(path))) return pageFileOf(path)
  if (BACK_OFFICE.test(path)) return BARE_APP_FILE
  const routeShell = ROUTE_SHELLS.find((shell) => shell.paths.test(path) && built.has(shell.file))
  if (routeShell) return routeShell.file
  if (built.has(APP_SHELL_FILE)) return APP_SHELL_FILE
  return BARE_APP_FILE
}
