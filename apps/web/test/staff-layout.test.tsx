import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, expect, it } from 'vitest'
import { Providers } from '@/app/providers'
import StaffLayout from '@/features/staff/components/staff-layout'
import StaffLoginPage from '@/features/staff/components/staff-login-page'
import { noteSignedIn, noteSignedOut } from '@/lib/session-storage'
import { network } from './network'
import { renderPage } from './render-page'

afterEach(() => noteSignedOut('staff'))

/** The back office's sign-in and layout, with an inbox and an application, opened at `path`. */
function renderBackOffice(path: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/staff/login', element: <StaffLoginPage /> },
      {
        path: '/staff',
        element: <StaffLayout />,
        children: [
          { index: true, element: <p>The inbox</p> },
          { path: 'applications/:id', element: <p>Application 3</p> },
          { path: 'account', element: <p>The account</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  )
  return router
}

it("names the link to the officer's account while their details load, then by their name", async () => {
  noteSignedIn('staff')
  network.use(
    http.get('/api/staff/me/', async () => {
      await delay(200)
      return HttpResponse.json({ username: 'tashi', name: 'Tashi Dorji', role: 'officer' })
    }),
  )
  renderPage('/staff', <StaffLayout />)
  // An empty link is read as nothing at all.
  expect(screen.getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/staff/account')
  const named = await screen.findByRole('link', { name: 'Tashi Dorji (officer)' })
  expect(named.getAttribute('href')).toBe('/staff/account')
})

it('offers no other page while the account must be settled first, only the account and signing out', async () => {
  noteSignedIn('staff')
  network.use(
    http.get('/api/staff/me/', () =>
      HttpResponse.json({
        username: 'tashi',
        name: 'Tashi Dorji',
        role: 'admin',
        password_change_required: true,
      }),
    ),
  )
  renderPage('/staff/account', <StaffLayout />)
  await screen.findByRole('link', { name: 'Tashi Dorji (admin)' })
  expect(screen.queryByRole('link', { name: 'Applications' })).toBeNull()
  expect(screen.queryByRole('link', { name: 'Staff and divisions' })).toBeNull()
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy()
})

it.each([
  ['/staff/applications/3', 'Application 3'],
  ['/staff?q=Dorji+Wangmo', 'The inbox'],
])('brings an officer who opened %s signed out back to it once signed in', async (opened, shown) => {
  network.use(
    http.post('/api/staff/login/', () => HttpResponse.json({ token: 'kept-by-the-cookie' })),
    http.get('/api/staff/me/', () =>
      HttpResponse.json({ username: 'tashi', name: 'Tashi Dorji', role: 'officer' }),
    ),
  )
  const router = renderBackOffice(opened)
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Username'), 'tashi')
  await user.type(screen.getByLabelText('Password'), 'a passphrase of the officer')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(await screen.findByText(shown)).toBeTruthy()
  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(opened)
})

it.each([
  ['karma', 'The inbox', '/staff'],
  [' Tashi', 'Application 3', '/staff/applications/3'],
])(
  'brings back to the page a session ended on the member it was, not another at that computer (%s)',
  async (username, shown, path) => {
    noteSignedIn('staff')
    network.use(
      http.post('/api/staff/login/', () => HttpResponse.json({ token: 'kept-by-the-cookie' })),
      http.get('/api/staff/me/', () =>
        HttpResponse.json({ username: 'tashi', name: 'Tashi Dorji', role: 'officer' }),
      ),
    )
    const router = renderBackOffice('/staff/applications/3')
    expect(await screen.findByText('Application 3')).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Tashi Dorji (officer)' })).toBeTruthy()
    // Tashi's session ends (a 401 clears the hint) while the application is open.
    noteSignedOut('staff')
    await router.navigate('/staff/applications/3', { replace: true })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Username'), username)
    await user.type(screen.getByLabelText('Password'), 'a passphrase of the officer')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText(shown)).toBeTruthy()
    expect(router.state.location.pathname).toBe(path)
  },
)

it.each([
  '/staff/../x',
  '/staff/%2e%2e/x',
  '/staff/applications/./3',
  '//evil.example/staff',
  '/staff/login',
])('leads a sign-in whose return path is %s to the inbox', async (next) => {
  network.use(
    http.post('/api/staff/login/', () => HttpResponse.json({ token: 'kept-by-the-cookie' })),
    http.get('/api/staff/me/', () =>
      HttpResponse.json({ username: 'tashi', name: 'Tashi Dorji', role: 'officer' }),
    ),
  )
  const router = renderBackOffice({ pathname: '/staff/login', state: { next, who: 'tashi' } })
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Username'), 'tashi')
  await user.type(screen.getByLabelText('Password'), 'a passphrase of the officer')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(await screen.findByText('The inbox')).toBeTruthy()
  expect(router.state.location.pathname).toBe('/staff')
})

it('shows the page only once the member is known: one who must change their password asks for nothing else', async () => {
  noteSignedIn('staff')
  let answer = (_required: boolean) => {}
  const answered = new Promise<boolean>((resolve) => (answer = resolve))
  network.use(
    http.get('/api/staff/me/', async () => {
      const required = await answered
      return HttpResponse.json({
        id: 3,
        username: 'tashi',
        name: 'Tashi Dorji',
        role: 'officer',
        password_change_required: required,
      })
    }),
  )
  const router = renderBackOffice('/staff')
  await screen.findByRole('link', { name: 'Your account' })
  expect(screen.queryByText('The inbox')).toBeNull()
  answer(true)
  expect(await screen.findByText('The account')).toBeTruthy()
  expect(router.state.location.pathname).toBe('/staff/account')
  expect(screen.queryByText('The inbox')).toBeNull()
})
