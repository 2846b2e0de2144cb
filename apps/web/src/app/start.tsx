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
// As a transition, hydration yields to the browser every few milliseconds: a tap is not kept waiting.
if (prerendered) startTransition(() => void hydrateRoot(container, app))
else createRoot(container).render(app)
