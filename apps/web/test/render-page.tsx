import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { Providers } from '@/app/providers'

/**
 * `page` at `path` inside the app's providers, with a stand-in for where it may navigate;
 * `route` is its pattern where the page reads parameters from it (`/staff/applications/:id`).
 */
export function renderPage(path: string, page: ReactNode, route = path) {
  const router = createMemoryRouter(
    [
      { path: route, element: page },
      { path: '*', element: <p>Moved on</p> },
    ],
    { initialEntries: [path] },
  )
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { router, user: userEvent.setup() }
}
