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
import { REQUEST_PAGES } from '@portal/domain/catalogue'
import MessageCentrePage from '@/features/messages/components/message-centre-page'

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

/** The HTML a render gives, with the title its page named while rendering. */
async function withTitle(render: () => Promise<string>) {
  let title = ''
  const stopReporting = reportPageTitles((pageTitle) => (title = pageTitle))
  try {
    return { html: await render(), title }
  } finally {
    stopReporting()
  }
}

export const prerender = (pathname: string) => withTitle(() => renderStatic(routes, pathname))

/**
 * What the other customer pages show until the app draws them: the top bar and a spinner, so a
 * phone paints something at once. No footer: the page's content would push it down the screen.
 */
export const prerenderShell = () => renderStatic([{ path: '*', element: <AppShell /> }], '/')

/**
 * The signed-in pages whose opening is the same for everyone, in English: each service's form on
 * "before you start", and the message centre's heading and intro. The app draws over them (not
 * hydrated: they need a signed-in customer, and the build has none), so a phone reads them from
 * the HTML while the app's scripts come (issue 35, decision 072).
 */
export const FRAMED_PAGES = [...REQUEST_PAGES.map(({ path }) => path), '/messages']

/** A framed page's HTML and its title. */
export function prerenderFrame(pathname: string) {
  const page = pathname === '/messages' ? <MessageCentrePage /> : <RequestPage />
  return withTitle(() => renderStatic([{ path: '*', element: <AppShell frame={page} /> }], pathname))
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
