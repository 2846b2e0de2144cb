import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DivisionsAdmin } from '@/features/staff/components/divisions-admin'
import { network } from './network'
import { renderPage } from './render-page'

/** Issue 33: the name letters print is changed on purpose, never by a stray key. */

function divisionsAnswered() {
  let divisions = [{ id: 7, name: 'ESD Haa', active: true, dzongkhags_served: ['Haa'] }]
  const changes: unknown[] = []
  network.use(
    http.get('/api/staff/divisions/', () => HttpResponse.json(divisions)),
    http.patch('/api/staff/divisions/7/', async ({ request }) => {
      const change = (await request.json()) as { name: string }
      changes.push(change)
      divisions = [{ ...divisions[0]!, ...change }]
      return HttpResponse.json(divisions[0])
    }),
  )
  return changes
}

describe('an admin renaming a division', () => {
  // The file's first render loads the staff pages' modules: seconds on a busy machine.
  it(
    'changes nothing on leaving the field, and renames only on Save, saying so',
    { timeout: 15_000 },
    async () => {
      const changes = divisionsAnswered()
      const { user } = renderPage('/staff/admin', <DivisionsAdmin />)
      await user.click(await screen.findByRole('button', { name: 'Rename ESD Haa' }, { timeout: 10_000 }))
      const name = screen.getByLabelText('New name of ESD Haa')
      await user.clear(name)
      await user.type(name, 'ESD Haa West')
      await user.tab()
      expect(changes).toEqual([])
      await user.click(screen.getByRole('button', { name: 'Save the name' }))
      expect(await screen.findByText('ESD Haa is now named ESD Haa West.')).toBeTruthy()
      expect(changes).toEqual([{ name: 'ESD Haa West' }])
      expect(screen.getByRole('button', { name: 'Rename ESD Haa West' })).toBeTruthy()
    },
  )

  it('keeps the name on Cancel', async () => {
    const changes = divisionsAnswered()
    const { user } = renderPage('/staff/admin', <DivisionsAdmin />)
    await user.click(await screen.findByRole('button', { name: 'Rename ESD Haa' }))
    await user.type(screen.getByLabelText('New name of ESD Haa'), ' stray keys')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Rename ESD Haa' })).toBeTruthy()
    expect(screen.queryByLabelText('New name of ESD Haa')).toBeNull()
    expect(changes).toEqual([])
  })
})
