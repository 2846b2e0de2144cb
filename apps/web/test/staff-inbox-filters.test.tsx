import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_PAGES } from '@portal/domain/catalogue'
import { DATE_FORMAT_MESSAGE } from '@portal/domain/dates'
import { InboxFilters } from '@/features/staff/components/inbox-filters'
import { network } from './network'
import { renderPage } from './render-page'
import { screenWidth } from './screen-width'

const filters = (values: Record<string, string> = {}) => {
  const onApply = vi.fn()
  const { user } = renderPage('/staff', <InboxFilters values={values} onApply={onApply} />)
  // Pasted, not typed key by key: what is read is the field's value, and typing is slow in jsdom.
  const typeInto = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label))
    await user.paste(text)
  }
  return { onApply, user, typeInto }
}

const OFFICER = { id: 3, username: 'dorji', name: 'Dorji', role: 'officer', divisions: [2] }

beforeEach(() => network.use(http.get('/api/staff/me/', () => HttpResponse.json(OFFICER))))

describe("the inbox's filters", () => {
  it('offer an officer only the divisions they work, an admin all (issue 49)', async () => {
    filters()
    const options = () =>
      within(screen.getByLabelText('Division'))
        .getAllByRole('option')
        .map((o) => o.textContent)
    await waitFor(() => expect(options()).toEqual(['All mine', 'ESD Punakha']))
    cleanup()
    network.use(
      http.get('/api/staff/me/', () => HttpResponse.json({ ...OFFICER, role: 'admin', divisions: [] })),
    )
    filters()
    await waitFor(() => expect(options()).toEqual(['All mine', 'ESD Thimphu', 'ESD Punakha']))
  })

  it('apply what was chosen, trimmed, with dates read day first and empty filters left out', async () => {
    const { onApply, user, typeInto } = filters()
    await typeInto('Application ID, CID or name', ' 11512345678 ')
    await user.selectOptions(screen.getByLabelText('Service'), 'Power clearance')
    await user.selectOptions(screen.getByLabelText('Assigned'), 'To me')
    await typeInto('From', '01/11/2026')
    await typeInto('To', '23/11/2026')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      q: '11512345678',
      status: 'Pending',
      service: 'Power Clearance',
      assigned: 'me',
      from: '2026-11-01',
      to: '2026-11-23',
    })
  })

  it('offer the fifteen services by the names the customer chose among, and apply a shared one by its request type', async () => {
    const { onApply, user } = filters()
    const service = screen.getByLabelText('Service')
    expect(
      within(service)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', ...REQUEST_PAGES.map((page) => page.title)])
    await user.selectOptions(service, 'Relocation/Shifting of energy meter')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      status: 'Pending',
      service: 'Energy Meter',
      request_type: 'Relocation',
    })
  })

  it('show the service of the page’s address, an older address’s shared service too', () => {
    filters({ service: 'Energy Meter', request_type: 'Relocation' })
    const chosen = () =>
      (screen.getByLabelText('Service') as HTMLSelectElement).selectedOptions[0]?.textContent
    expect(chosen()).toBe('Relocation/Shifting of energy meter')
    cleanup()
    filters({ request_type: 'Reconnection' })
    expect(chosen()).toBe('Reconnection of power supply')
    cleanup()
    filters({ service: 'Energy Meter' })
    expect(chosen()).toBe('Every Energy Meter service')
  })

  it('refuse a date typed month first, say how to type it, and apply nothing', async () => {
    const { onApply, user, typeInto } = filters()
    await typeInto('To', '11/23/2026')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onApply).not.toHaveBeenCalled()
    const to = screen.getByLabelText('To')
    expect(to.classList.contains('is-invalid')).toBe(true)
    expect(document.getElementById(to.getAttribute('aria-describedby')!)?.textContent).toBe(
      DATE_FORMAT_MESSAGE,
    )
    expect(screen.getByLabelText('From').classList.contains('is-invalid')).toBe(false)
  })

  it('show the filters of the page’s address, dates day first, and every status on "All"', async () => {
    const { onApply, user } = filters({ q: 'Pema', status: '', sort: 'due', from: '2026-11-01' })
    expect((screen.getByLabelText('Application ID, CID or name') as HTMLInputElement).value).toBe('Pema')
    expect((screen.getByLabelText('Order') as HTMLSelectElement).value).toBe('due')
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('01/11/2026')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ q: 'Pema', sort: 'due', from: '2026-11-01' })
  })
})

describe("the inbox's filters on a phone", () => {
  it('fold behind one button that says how many are applied, and open from it', async () => {
    screenWidth(390)
    const { user } = filters({ q: 'Pema', status: '', service: 'Energy Meter', request_type: 'Relocation' })
    const toggle = screen.getByRole('button', { name: 'Filters (3 applied)' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const form = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(form.getAttribute('role')).toBe('search')
    expect(form.hidden).toBe(true)
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(form.hidden).toBe(false)
  })

  it('count none with only the default "Pending", and stay open at a desk', () => {
    screenWidth(390)
    filters({ status: 'Pending', sort: 'due' })
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy()
    cleanup()
    screenWidth(1280)
    filters({ q: 'Pema' })
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull()
    expect(screen.getByRole('search', { name: 'Filter applications' }).hidden).toBe(false)
  })
})
