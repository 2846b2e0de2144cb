// First: it configures zod before any schema is created.
import '@/app/zod-without-eval'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { createQueryClient, Providers } from '@/app/providers'
import { noteSignedIn } from '@/lib/session-storage'
import { PAGE_DATA_ELEMENT_ID } from '@portal/domain/web-pages'
import { loadRoutesOf, routes } from '@/app/routes'
import { setLanguage, showIn, startingLanguage } from '@/lib/i18n'

const container = document.getElementById('root')!
// Public pages arrive rendered by the server in the reader's language (plugins/web-app.ts): the
// app takes them over in that language, which must be active before it hydrates.
const serverRendered = container.dataset.serverRendered !== undefined
// The page's language, then its route, before the first render: until it commits, the HTML's
// shell stays on screen, not replaced by a spinner, nor by English for a Dzongkha reader. The
// language first, so that the route's loader knows whether to ask for the forms' Dzongkha words.
// A Dzongkha page keeps the choice for the pages the app draws itself; English is not written
// down as a choice. A Dzongkha catalogue that does not come leaves the page in English; without
// the English one the app does not start, as without its own scripts, and the page the server
// rendered stays readable. A route's chunk that fails is the router's to report (app/route-error.tsx).
const language = startingLanguage()
// A page the server rendered is taken over as it is, in its language; in English instead, it is
// drawn anew (hydrating Dzongkha HTML with English words, React would find every text differ).
let takeOver = serverRendered
await Promise.all([
  language === 'en'
    ? showIn('en')
    : setLanguage(language, { waitForTheFont: !serverRendered, withFormTexts: false }).catch(() => {
        takeOver = false
        return showIn('en')
      }),
  loadRoutesOf(location.pathname).catch(() => undefined),
])

// A page the server rendered with its data (src/entry-server.tsx): the app starts with that data,
// and signed in if the server rendered it for a signed-in customer.
const pageData = JSON.parse(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? 'null') as {
  signedIn: boolean
  queries: DehydratedState
} | null
const queryClient = createQueryClient()
if (pageData) hydrate(queryClient, pageData.queries)
if (pageData?.signedIn) noteSignedIn('customer')

const app = (
  <StrictMode>
    <Providers queryClient={queryClient} renderedSignedIn={pageData?.signedIn ?? false}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Providers>
  </StrictMode>
)
// As a transition, hydration, or the first render of a page built in the browser, yields to the
// browser every few milliseconds: a tap is not kept waiting, and no one task holds a phone's main
// thread for the whole page (decision 064). Until that render commits, the shell from the HTML shows.
if (takeOver) startTransition(() => void hydrateRoot(container, app))
else {
  const root = createRoot(container)
  startTransition(() => root.render(app))
}
