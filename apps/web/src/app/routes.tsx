import { matchRoutes, type RouteObject } from 'react-router'
import { REQUEST_PAGES } from '@portal/domain/catalogue'
import { PageLoading } from '@/components/page-loading'
import LandingPage from '@/features/landing/components/landing-page'
import { lazyPage } from '@/lib/lazy-page'
import { Layout } from './layout/layout'
import { RequireCustomer } from './require-customer'
import { RouteError } from './route-error'

/** Lets the browser paint and answer taps between two parts of a page's scripts. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

/**
 * A form page: its validation rules (zod and the domain's field rules) are evaluated first, in
 * a task of their own, then the page; one long task would hold a phone's main thread for both.
 */
const formPage = (load: Parameters<typeof lazyPage>[0]) =>
  lazyPage(async () => {
    await import('@portal/domain/person-fields')
    await nextTask()
    return load()
  })

const loginPage = formPage(() => import('@/features/auth/components/login-page'))

const requestRoutes: RouteObject[] = REQUEST_PAGES.map((page) => ({
  path: page.path,
  lazy: formPage(() => import('@/features/applications/components/request-page')),
}))

/**
 * The modules the ticket pages' route evaluates before the page, each in a task of its own
 * (decision 064): the page names each application's service and fields from the domain's form
 * catalogue and labels, and the person fields build their zod schemas as they load; in one task
 * with the page they held a phone's main thread for some 200 ms. (The fifteen forms' own schemas
 * are built only when a form is checked: packages/domain/src/applications/forms.ts.)
 */
const TICKET_PAGE_STEPS = [
  () => import('@portal/domain/person-fields'),
  () => import('@portal/domain/applications/forms'),
  () => import('@portal/domain/applications/field-labels'),
] as const

const ticketPage = lazyPage(async () => {
  for (const step of TICKET_PAGE_STEPS) {
    await step()
    await nextTask()
  }
  return import('@/features/tickets/components/ticket-page')
})

/** Every route of the specification's table (§2), each page's script loaded when first visited. */
export const routes: RouteObject[] = [
  {
    path: '/staff',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: 'login', lazy: lazyPage(() => import('@/features/staff/components/staff-login-page')) },
      {
        lazy: lazyPage(() => import('@/features/staff/components/staff-layout')),
        children: [
          { index: true, lazy: lazyPage(() => import('@/features/staff/components/staff-inbox-page')) },
          { path: 'admin', lazy: lazyPage(() => import('@/features/staff/components/staff-admin-page')) },
          { path: 'dashboard', lazy: lazyPage(() => import('@/features/staff/components/dashboard-page')) },
          { path: 'sms', lazy: lazyPage(() => import('@/features/staff/components/sms-watch-page')) },
          {
            path: 'translations',
            lazy: lazyPage(() => import('@/features/staff/components/translations-page')),
          },
          { path: 'account', lazy: lazyPage(() => import('@/features/staff/components/staff-account-page')) },
          {
            path: 'applications/:id',
            lazy: lazyPage(() => import('@/features/staff/components/staff-application-page')),
          },
        ],
      },
    ],
  },
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // In the app's own chunk, not a chunk of its own: the page most visits open first. Having
          // no fields, it does not wait for the forms' Dzongkha words either (lib/lazy-page.ts).
          { index: true, Component: LandingPage },
          { path: '/customer-login', lazy: loginPage },
          { path: '/customer-login/:url', lazy: loginPage },
          { path: '/customer-login/:url/:ticketNo', lazy: loginPage },
          {
            path: '/customer-register',
            lazy: formPage(() => import('@/features/profile/components/customer-register-page')),
          },
          {
            element: <RequireCustomer />,
            children: [
              ...requestRoutes,
              { path: '/ticket', lazy: ticketPage },
              { path: '/ticket/:ticketNo', lazy: ticketPage },
              {
                path: '/messages',
                lazy: lazyPage(() => import('@/features/messages/components/message-centre-page')),
              },
            ],
          },
          {
            path: '/verify/:code',
            lazy: lazyPage(() => import('@/features/tickets/components/verify-page')),
          },
          {
            path: '/wallet-simulator/:threadId',
            lazy: lazyPage(() => import('@/features/wallet-simulator/components/wallet-simulator-page')),
          },
          {
            path: '/dev/sms',
            lazy: lazyPage(() => import('@/features/dev-inbox/components/dev-sms-page')),
          },
          { path: '*', lazy: lazyPage(() => import('@/components/not-found-page')) },
        ],
      },
    ],
  },
]

/**
 * Loads the scripts of the pages a path shows before the app starts, as the build did
 * when it rendered the page: hydration then finds the same page, not a loading state.
 */
export async function loadRoutesOf(pathname: string) {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy)
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const page = await (route.lazy as () => Promise<Partial<RouteObject>>)()
      Object.assign(route, { ...page, lazy: undefined })
    }),
  )
}
