import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DIVISION_MESSAGES, ZDivisionChangeSchema, type TAdminDivision } from '@portal/domain/staff/divisions'
import { DivisionsAdmin } from '@/features/staff/components/divisions-admin'
import { network } from './network'
import { renderPage } from './render-page'

/** Issue 33: the name letters print is changed on purpose, never by a stray key. */

function divisionsAnswered() {
  let divisions: TAdminDivision[] = [{ id: 7, name: 'ESD Haa', name_dz: null, active: true }]
  const changes: unknown[] = []
  network.use(
    http.get('/api/staff/divisions/', () => HttpResponse.json(divisions)),
    http.patch('/api/staff/divisions/7/', async ({ request }) => {
      const change = (await request.json()) as { name?: string; name_dz?: string }
      // The server's own check (packages/domain), as it answers a Dzongkha name in Latin letters.
      const parsed = ZDivisionChangeSchema.safeParse(change)
      if (!parsed.success)
        return HttpResponse.json(
          { detail: parsed.error.issues[0]!.message, errors: { name_dz: [parsed.error.issues[0]!.message] } },
          { status: 400 },
        )
      changes.push(change)
      divisions = [{ ...divisions[0]!, ...parsed.data }]
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

describe('an admin giving a division its Dzongkha name (issue 34, decision 059)', () => {
  it('sets it through Rename, sends only it, shows it beside the name, and clears it when emptied', async () => {
    const changes = divisionsAnswered()
    const { user } = renderPage('/staff/admin', <DivisionsAdmin />)
    await user.click(await screen.findByRole('button', { name: 'Rename ESD Haa' }, { timeout: 10_000 }))
    const nameDz = screen.getByLabelText('Name in Dzongkha')
    expect(nameDz.getAttribute('lang')).toBe('dz')
    expect(nameDz.getAttribute('aria-describedby')).toBeTruthy()
    await user.type(nameDz, 'ཧཱ་ ལས་སྡེ་')
    await user.click(screen.getByRole('button', { name: 'Save the name' }))
    expect(await screen.findByText('ESD Haa in Dzongkha: ཧཱ་ ལས་སྡེ་.')).toBeTruthy()
    expect(changes).toEqual([{ name_dz: 'ཧཱ་ ལས་སྡེ་' }])
    expect(screen.getByText('ཧཱ་ ལས་སྡེ་').getAttribute('lang')).toBe('dz')

    await user.click(screen.getByRole('button', { name: 'Rename ESD Haa' }))
    expect((screen.getByLabelText('Name in Dzongkha') as HTMLInputElement).value).toBe('ཧཱ་ ལས་སྡེ་')
    await user.clear(screen.getByLabelText('Name in Dzongkha'))
    await user.click(screen.getByRole('button', { name: 'Save the name' }))
    expect(await screen.findByText('ESD Haa has no Dzongkha name now.')).toBeTruthy()
    expect(changes.at(-1)).toEqual({ name_dz: '' })
  })

  it('says why a name in Latin letters is refused, and keeps what was typed', async () => {
    const changes = divisionsAnswered()
    const { user } = renderPage('/staff/admin', <DivisionsAdmin />)
    await user.click(await screen.findByRole('button', { name: 'Rename ESD Haa' }, { timeout: 10_000 }))
    await user.type(screen.getByLabelText('Name in Dzongkha'), 'Haa')
    await user.click(screen.getByRole('button', { name: 'Save the name' }))
    expect(await screen.findByText(DIVISION_MESSAGES.nameDzScript)).toBeTruthy()
    expect((screen.getByLabelText('Name in Dzongkha') as HTMLInputElement).value).toBe('Haa')
    expect(changes).toEqual([])
  })
})
