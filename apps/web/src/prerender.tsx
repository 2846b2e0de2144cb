// The build renders the public pages to HTML with this entry (scripts/prerender.mjs), so that
// a phone shows them before any script has run, and with scripts off.
import '@/app/zod-without-eval'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router'
import { TopBar } from '@/app/layout/top-bar'
import { Providers } from '@/app/providers'
import { routes } from '@/app/routes'
import { PageLoading } from '@/components/page-loading'
import { reportPageTitles } from '@/lib/use-page-title'

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

function AppShell() {
  return (
    // Marked: the script at the top of the page tells it a customer is signed in (styles.css), and
    // on a ticket's page puts its first facts in its `main` (lib/first-facts.ts).
    <div className="d-flex flex-column min-vh-100" data-app-shell="">
      <TopBar />
      <main className="flex-grow-1">
        <PageLoading />
      </main>
    </div>
  )
}
