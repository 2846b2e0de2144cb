// First: it configures zod before any schema is created.
import '@/app/zod-without-eval'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { Providers } from '@/app/providers'
import { loadRoutesOf, routes } from '@/app/routes'

const container = document.getElementById('root')!
// Public pages arrive rendered at build time (scripts/prerender.mjs): the app takes them over.
const prerendered = container.dataset.prerendered === location.pathname
if (prerendered) await loadRoutesOf(location.pathname)

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Providers>
  </StrictMode>
)
// As a transition, hydration, or the first render of a page built in the browser, yields to the
// browser every few milliseconds: a tap is not kept waiting, and no one task holds a phone's main
// thread for the whole page (decision 064). Until that render commits, the shell from the HTML shows.
if (prerendered) startTransition(() => void hydrateRoot(container, app))
else {
  const root = createRoot(container)
  startTransition(() => root.render(app))
}
