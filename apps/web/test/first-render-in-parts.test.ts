import type * as React from 'react'
import { expect, it, vi } from 'vitest'

/**
 * A customer page the build did not render (a signed-in one) is rendered first as a transition
 * (decision 064): React yields to the browser every few milliseconds instead of holding a phone's
 * main thread for the whole page in one task.
 */
const { renders, transition } = vi.hoisted(() => ({
  renders: [] as string[],
  transition: { open: false },
}))
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>()
  return {
    ...react,
    startTransition: (update: () => void) => {
      transition.open = true
      try {
        react.startTransition(update)
      } finally {
        transition.open = false
      }
    },
  }
})
vi.mock('react-dom/client', () => ({
  createRoot: () => ({ render: () => renders.push(transition.open ? 'render in a transition' : 'render') }),
  hydrateRoot: () => renders.push(transition.open ? 'hydrate in a transition' : 'hydrate'),
}))

it('renders a page built in the browser as a transition, as it hydrates a built one', async () => {
  document.body.innerHTML = '<div id="root"></div>'
  await import('@/app/start')
  expect(renders).toEqual(['render in a transition'])
})
