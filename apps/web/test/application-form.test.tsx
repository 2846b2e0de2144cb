import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { formForPath } from '@portal/domain/applications/form-catalogue'
import { ApplicationForm } from '@/features/applications/components/application-form'
import { FORM_DEFINITIONS } from '@portal/domain/applications/form-definitions/definitions-by-path'
import { initialValues } from '@/features/applications/forms/form-values'
import { network } from './network'
import { renderPage } from './render-page'

/**
 * The Division list once its divisions have come from the network: looked for within the list,
 * not the whole page (a role query over a long form is slow in jsdom), and waited for as long as
 * division-names.test.tsx waits for them, as a busy machine may need.
 */
async function divisionsLoaded() {
  const division = await screen.findByLabelText('Division')
  await within(division).findByRole('option', { name: 'ESD Punakha' }, { timeout: 10_000 })
  return division
}

const PATH = '/shifting-electricity-infra'
const form = formForPath(PATH)!
const definition = FORM_DEFINITIONS[PATH]!

describe('a service form', () => {
  it('starts empty: "Choose one" selects, unticked boxes, no file, and the page’s fixed request type', () => {
    expect(initialValues(form, definition)).toEqual({
      division: 0,
      category: '',
      location: '',
      infrastructure: '',
      thram: '',
      license: '',
      approval: '',
      yes_no: '',
      right_of_way: undefined,
      terms: false,
    })
    const release = formForPath('/release-temporary-power-supply')!
    expect(initialValues(release, FORM_DEFINITIONS['/release-temporary-power-supply']!)).toMatchObject({
      request_type: 'Temporary',
    })
  })

  // Typing a whole form takes user-event a few seconds, more on a busy machine.
  it(
    'files as the specification says: category checked once touched, a hidden field not sent, a spinner in flight, the category locked once submitted',
    { timeout: 20_000 },
    async () => {
      let answer: (response: Response) => void = () => {}
      let sent: FormData | undefined
      network.use(
        http.post('/api/services/shiftings/', async ({ request }) => {
          sent = await request.formData()
          return new Promise<Response>((resolve) => (answer = resolve))
        }),
      )
      const { user, router } = renderPage(PATH, <ApplicationForm form={form} definition={definition} />)
      const category = screen.getByLabelText('Area/Category') as HTMLSelectElement
      expect(category.className).not.toMatch(/is-(in)?valid/)
      await user.click(category)
      await user.tab()
      await waitFor(() => expect(category.className).toContain('is-invalid'))
      await user.selectOptions(category, 'Rural')
      await waitFor(() => expect(category.className).toContain('is-valid'))

      await user.selectOptions(await divisionsLoaded(), 'ESD Punakha')
      await user.type(screen.getByLabelText('Location'), 'Lobesa')
      await user.type(screen.getByLabelText('What should be shifted'), 'One LV pole')
      const premises = screen.getByRole('group', { name: 'Is the shifting within your own premises?' })
      await user.click(within(premises).getByLabelText('No'))
      await user.upload(
        screen.getByLabelText('Right of way clearance document'),
        new File(['%PDF-1.4'], 'row.pdf', { type: 'application/pdf' }),
      )
      // Answered Yes after all: the file chosen for No is not sent.
      await user.click(within(premises).getByLabelText('Yes'))
      expect(screen.queryByLabelText('Right of way clearance document')).toBeNull()
      await user.click(screen.getByLabelText(/accept the terms and conditions of supply/))
      await user.click(screen.getByRole('button', { name: 'Continue' }))
      // Checking the answers sends nothing, nor locks the category.
      await screen.findByRole('heading', { name: 'Check your answers before sending' })
      expect(sent).toBeUndefined()
      expect(category.disabled).toBe(false)
      await user.click(screen.getByRole('button', { name: 'Submit' }))

      // In flight: the button is disabled with its spinner, and the category is locked.
      const submit = screen.getByRole('button', { name: 'Submit' })
      await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'))
      expect((submit as HTMLButtonElement).disabled).toBe(true)
      expect(submit.querySelector('.spinner-border')).not.toBeNull()
      expect(category.disabled).toBe(true)
      await waitFor(() => expect(sent).toBeDefined())
      expect(sent!.get('yes_no')).toBe('Yes')
      expect(sent!.get('division')).toBe('2')
      expect(sent!.has('right_of_way')).toBe(false)

      answer(HttpResponse.json({ id: 42 }, { status: 201 }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/42'))
      expect(router.state.location.search).toBe('?success')
    },
  )

  it(
    'checks the answers before sending: each in the form’s order, Division included, and Change returns to its field',
    { timeout: 20_000 },
    async () => {
      let sent: FormData | undefined
      network.use(
        http.post('/api/services/shiftings/', async ({ request }) => {
          sent = await request.formData()
          return HttpResponse.json({ id: 43 }, { status: 201 })
        }),
      )
      const { user, router } = renderPage(
        `${PATH}?step=form`,
        <ApplicationForm form={form} definition={definition} />,
        PATH,
      )
      await user.selectOptions(await divisionsLoaded(), 'ESD Punakha')
      await user.selectOptions(screen.getByLabelText('Area/Category'), 'Urban')
      await user.type(screen.getByLabelText('Location'), 'Lobesa')
      await user.type(screen.getByLabelText('What should be shifted'), 'One LV pole')
      const premises = screen.getByRole('group', { name: 'Is the shifting within your own premises?' })
      await user.click(within(premises).getByLabelText('No'))
      await user.upload(
        screen.getByLabelText('Right of way clearance document'),
        new File(['%PDF-1.4'], 'row.pdf', { type: 'application/pdf' }),
      )
      await user.click(screen.getByLabelText(/accept the terms and conditions of supply/))
      await user.click(screen.getByRole('button', { name: 'Continue' }))

      const heading = await screen.findByRole('heading', {
        name: 'Check your answers before sending',
        level: 1,
      })
      await waitFor(() => expect(document.activeElement).toBe(heading))
      expect(router.state.location.search).toBe('?step=check')
      const answers = () =>
        within(screen.getByRole('form', { name: 'Check your answers before sending' }))
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent])
      await waitFor(() => expect(answers()[0]).toEqual(['Division', 'ESD Punakha']))
      expect(answers()).toEqual([
        ['Division', 'ESD Punakha'],
        ['Area/Category', 'Urban'],
        ['Location', 'Lobesa'],
        ['What should be shifted', 'One LV pole'],
        ['Thram (plot) number', 'Not given'],
        ['Licence number', 'Not given'],
        ['Approval number', 'Not given'],
        ['Is the shifting within your own premises?', 'No'],
        ['Right of way clearance document', 'row.pdf, 8 B'],
      ])
      // The form steps aside (its answers kept in it).
      expect(screen.queryByRole('textbox', { name: 'Location' })).toBeNull()

      await user.click(screen.getByRole('link', { name: /^Change\s*Location$/ }))
      const location = await screen.findByRole('textbox', { name: 'Location' })
      await waitFor(() => expect(document.activeElement).toBe(location))
      expect(router.state.location.search).toBe('?step=form')
      await user.clear(location)
      await user.type(location, 'Wangdue')
      await user.click(screen.getByRole('button', { name: 'Continue' }))
      await waitFor(() => expect(answers()[2]).toEqual(['Location', 'Wangdue']))

      await user.click(screen.getByRole('link', { name: /^Change\s*Right of way clearance document$/ }))
      await waitFor(() => expect(document.activeElement?.textContent).toBe('row.pdf, 8 B'))
      await user.click(screen.getByRole('button', { name: 'Continue' }))
      expect(sent).toBeUndefined()
      await user.click(await screen.findByRole('button', { name: 'Submit' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/43'))
      expect(sent!.get('location')).toBe('Wangdue')
      expect(sent!.has('right_of_way')).toBe(true)
    },
  )

  it('shows the form again when the check step is reached without answers checked on this page (a reload)', async () => {
    const { router } = renderPage(
      `${PATH}?step=check`,
      <ApplicationForm form={form} definition={definition} />,
      PATH,
    )
    await waitFor(() => expect(router.state.location.search).toBe('?step=form'))
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Check your answers before sending' })).toBeNull()
  })

  it('keeps every digit typed or pasted into a contract account, and says when there is one too many', async () => {
    const upgrade = '/energy-meter-upgradation'
    const { user } = renderPage(
      `${upgrade}?step=form`,
      <ApplicationForm form={formForPath(upgrade)!} definition={FORM_DEFINITIONS[upgrade]!} />,
      upgrade,
    )
    const account = (await screen.findByLabelText('Contract account number')) as HTMLInputElement
    // A browser's maxlength would cut the tenth digit off without a word, and file the wrong account.
    await user.type(account, '1234567890')
    await user.tab()
    expect(account.value).toBe('1234567890')
    expect(
      await screen.findByText('Contract account number should not be greater than 9 digits'),
    ).toBeTruthy()
  })
})
