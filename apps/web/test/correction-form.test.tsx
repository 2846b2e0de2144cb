import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { formForPath } from '@portal/domain/applications/form-catalogue'
import { FORM_DEFINITIONS } from '@portal/domain/applications/form-definitions/definitions-by-path'
import { Correction } from '@/features/applications/components/correction'
import { network } from './network'
import { renderPage } from './render-page'

const PATH = '/construction-clearance'

/** A construction clearance sent back: the utility asks for a new licence copy. */
const RETURNED = {
  id: 7,
  service: 'Site Clearance',
  status: 'Returned',
  created: '2026-11-02T04:00:00.000Z',
  division: 2,
  category: 'LV within 1km',
  location: 'Olakha',
  reason: 'A house',
  thram: 'T-1',
  required_validity: 30,
  license: '',
  approval: '',
  terms: true,
  attachments: [
    {
      id: 31,
      field: 'license_copy',
      name: 'licence-blurred.pdf',
      content_type: 'application/pdf',
      size: 9,
      url: '/api/attachments/31/',
    },
    {
      id: 32,
      field: 'work_order_copy',
      name: 'order.pdf',
      content_type: 'application/pdf',
      size: 9,
      url: '/api/attachments/32/',
    },
  ],
}

function renderCorrection(filed: Record<string, unknown> = RETURNED) {
  let sent: FormData | undefined
  network.use(
    http.get('/api/services/site-clearances/7/', () => HttpResponse.json(filed)),
    http.get('/api/tickets/7/', () =>
      HttpResponse.json({
        id: 7,
        service: 'Site Clearance',
        service_id: 7,
        name: 'Karma',
        created: RETURNED.created,
        status: 'Returned',
        action_needed: { message: 'The licence copy is blurred.', fields: ['license_copy'] },
        history: [],
      }),
    ),
    http.put('/api/services/site-clearances/7/', async ({ request }) => {
      sent = await request.formData()
      return HttpResponse.json({ ...RETURNED, status: 'Pending' })
    }),
  )
  const page = renderPage(
    `${PATH}?correct=7`,
    <Correction
      form={formForPath(PATH)!}
      definition={FORM_DEFINITIONS[PATH]!}
      resource="site-clearances"
      id="7"
    />,
    PATH,
  )
  return { ...page, sent: () => sent }
}

describe('a correction after a send-back', () => {
  it(
    'links each field asked from the list, marks it first, and folds the other answers away unchanged',
    { timeout: 20_000 },
    async () => {
      const { user, router, sent } = renderCorrection()
      const asked = await screen.findByRole('region', { name: 'What the utility asked you to change' })
      await user.click(within(asked).getByRole('link', { name: 'Copy of the licence' }))
      const held = document.getElementById('field-license_copy-chosen')!
      await waitFor(() => expect(document.activeElement).toBe(held))
      expect(held.closest('.field-to-change')).not.toBeNull()
      expect(screen.getByRole('region', { name: 'Change these answers' }).contains(held)).toBe(true)

      const others = screen.getByText('Your other answers (unchanged)').closest('details')!
      expect(others.open).toBe(false)
      expect((within(others).getByLabelText('Location of the construction') as HTMLInputElement).value).toBe(
        'Olakha',
      )
      // Ticked at filing, the terms need no second tick.
      expect(
        (within(others).getByLabelText(/accept the terms and conditions of supply/) as HTMLInputElement)
          .checked,
      ).toBe(true)

      // Nothing asked was changed: said once, then a second press sends it as it is.
      await user.click(screen.getByRole('button', { name: 'Send the changes' }))
      expect((await screen.findByRole('alert')).textContent).toMatch(/You have not changed the answers/)
      expect(sent()).toBeUndefined()
      await user.click(screen.getByRole('button', { name: 'Send the changes' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/7'))
      expect(router.state.location.search).toBe('?resubmitted')
      expect(sent()!.get('terms')).toBe('true')
      expect(sent()!.get('location')).toBe('Olakha')
      expect(sent()!.get('license_copy')).toBe('31')
    },
  )

  it('opens the folded answers when one of them is refused, so the person sees where', async () => {
    const { user } = renderCorrection({ ...RETURNED, location: '' })
    await user.click(await screen.findByRole('button', { name: 'Send the changes' }))
    const summary = await screen.findByRole('alert')
    expect(within(summary).getByRole('link').textContent).toMatch(/^Location of the construction: /)
    expect(screen.getByText('Your other answers (unchanged)').closest('details')!.open).toBe(true)
  })
})
