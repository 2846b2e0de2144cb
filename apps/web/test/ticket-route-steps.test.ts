import { afterEach, expect, it, vi } from 'vitest'
import type { RouteObject } from 'react-router'

/**
 * The ticket pages' route evaluates the domain's form rules, each in a task of its own, before
 * the page (decision 064): in one task with the page they held a phone's main thread for 200 ms.
 */
const { steps, recorded } = vi.hoisted(() => {
  const steps: string[] = []
  const recorded =
    (name: string) =>
    async <T>(importOriginal: () => Promise<T>) => {
      steps.push(name)
      return importOriginal()
    }
  return { steps, recorded }
})
vi.mock('@portal/domain/person-fields', recorded('person-fields'))
vi.mock('@portal/domain/applications/forms', recorded('forms'))
vi.mock('@portal/domain/applications/field-labels', recorded('field-labels'))
vi.mock('@/features/tickets/components/ticket-page', recorded('ticket page'))

afterEach(() => vi.restoreAllMocks())

const findRoute = (routes: RouteObject[], path: string): RouteObject | undefined =>
  routes.map((route) => (route.path === path ? route : findRoute(route.children ?? [], path))).find(Boolean)

it.each(['/ticket', '/ticket/:ticketNo'])(
  '%s evaluates the person fields, the forms and their labels, each a task apart, before the page',
  async (path) => {
    const { routes } = await import('@/app/routes')
    steps.length = 0
    // A task given back to the browser: a timer of no delay (the chunk's 120 s time-out aside).
    const realSetTimeout = globalThis.setTimeout
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number) => {
      if (!delay) steps.push('next task')
      return realSetTimeout(handler, delay)
    }) as typeof setTimeout)

    const page = await (findRoute(routes, path)!.lazy as () => Promise<Partial<RouteObject>>)()

    expect(page.Component).toBeTypeOf('function')
    const firstTime = path === '/ticket'
    expect(steps).toEqual(
      firstTime
        ? ['person-fields', 'next task', 'forms', 'next task', 'field-labels', 'next task', 'ticket page']
        : // Already evaluated: each step is the module the browser keeps, and still a task apart.
          ['next task', 'next task', 'next task'],
    )
  },
)
