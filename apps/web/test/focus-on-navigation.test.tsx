import { screen, waitFor } from '@testing-library/react'
import { useSearchParams } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useFocusOnNavigation } from '@/lib/use-focus-on-navigation'
import { renderPage } from './render-page'

/** A page that, like a service page, swaps its content on a change of the query alone. */
function StepsPage() {
  useFocusOnNavigation()
  const [search, setSearch] = useSearchParams()
  return (
    <main>
      {search.get('step') === 'form' ? (
        <h1>The form</h1>
      ) : (
        <>
          <h1>Before you start</h1>
          <button onClick={() => setSearch({ step: 'form' })}>Start</button>
        </>
      )}
      {/* A filter that writes the address, as the staff inbox's do. */}
      <label>
        Status
        <select
          value={search.get('status') ?? 'Pending'}
          onChange={(e) => setSearch({ status: e.target.value })}
        >
          <option>Pending</option>
          <option>All</option>
        </select>
      </label>
    </main>
  )
}

describe('focus after a move within the app', () => {
  it('goes to the new heading when what was clicked went away with a change of the query', async () => {
    const { user } = renderPage('/power-clearance', <StepsPage />)
    await user.click(screen.getByRole('button', { name: 'Start' }))
    const heading = screen.getByRole('heading', { name: 'The form' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })

  it('stays on a filter that writes the address', async () => {
    const { user, router } = renderPage('/staff', <StepsPage />)
    await user.selectOptions(screen.getByLabelText('Status'), 'All')
    expect(router.state.location.search).toBe('?status=All')
    // Two frames: time enough for the hook to have moved focus, were it going to.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    expect(document.activeElement).toBe(screen.getByLabelText('Status'))
  })
})
