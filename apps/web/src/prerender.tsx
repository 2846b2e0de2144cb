// The build renders the public pages to HTML with this entry (scripts/prerender.mjs), so that
// a phone shows them before any script has run, and with scripts off.
import '@/app/zod-without-eval'
import { StrictMode, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router'
import { TopBar } from '@/app/layout/top-bar'
import { Providers } from '@/app/providers'
import { routes } from '@/app/routes'
import { PageLoading } from '@/components/page-loading'
import RequestPage from '@/features/applications/components/request-page'
import { reportPageTitles } from '@/lib/use-page-title'

export { REQUEST_PAGES } from '@portal/domain/catalogue'

export {
  APP_SHELL_FILE,
  PRERENDERED_PATHS,
  ROUTE_CHUNKS_META,
  ROUTE_SHELLS,
  pageFileOf,
} from '@portal/domain/web-pages'

/** Renders routes at a path as the browser's router would, without handing over any data. */
async function renderStatic(routeObjects: RouteObject[], pathname: string) {
  const handler = createStaticHandler(routeObjects)
  const context = await handler.query(new Request(new URL(pathname, 'http://portal.invalid')))
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} at build time`)
  return renderToString(
    <StrictMode>
      <Providers>
        {/* No data to hand over: the pages load nothing before they render. */}
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </Providers>
    </StrictMode>,
  )
}

export async function prerender(pathname: string) {
  let title = ''
  const stopReporting = reportPageTitles((pageTitle) => (title = pageTitle))
  try {
    return { html: await renderStatic(routes, pathname), title }
  } finally {
    stopReporting()
  }
}

/**
 * What the other customer pages show until the app draws them: the top bar and a spinner, so a
 * phone paints something at once. No footer: the page's content would push it down the screen.
 */
export const prerenderShell = () => renderStatic([{ path: '*', element: <AppShell /> }], '/')

/**
 * A service's form page as it opens, on "before you start", in English, for the app to draw over
 * (not hydrated: the page needs a signed-in customer, and the build has none). A phone reads the
 * guide from the HTML while the app's scripts come (issue 35, decision 072). Its title too.
 */
export async function prerenderFormFrame(pathname: string) {
  let title = ''
  const stopReporting = reportPageTitles((pageTitle) => (title = pageTitle))
  try {
    const html = await renderStatic([{ path: '*', element: <AppShell frame={<RequestPage />} /> }], pathname)
    return { html, title }
  } finally {
    stopReporting()
  }
}

function AppShell({ frame }: { frame?: ReactNode }) {
  return (
    // Marked: the script at the top of the page tells it a customer is signed in (styles.css), and
    // on a ticket's page puts its first facts in its `main` (lib/first-facts.ts). A frame is
    // hidden where it is not what the app will draw (styles.css: the address asks for another
    // step, or the reader's language is not English).
    <div
      className="d-flex flex-column min-vh-100"
      data-app-shell=""
      data-english-frame={frame ? '' : undefined}
    >
      <TopBar />
      <main className="flex-grow-1">{frame ?? <PageLoading />}</main>
    </div>
  )
}
