import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, expect, it } from 'vitest'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { DZ_REFUSALS } from '@portal/domain/i18n/dz-refusals'
import { ClearanceReferenceField } from '@/features/applications/fields/clearance-reference-field'
import { setLanguage } from '@/lib/i18n'
import { network } from './network'
import { renderPage } from './render-page'

function Form() {
  const form = useForm({ defaultValues: { yes_no: KIT.yes, power_clearance: '' } })
  return (
    <FormProvider {...form}>
      <ClearanceReferenceField />
    </FormProvider>
  )
}

afterEach(() => act(() => setLanguage('en')))

it('looks up a clearance typed in Tibetan digits by its number, and words its refusal in Dzongkha', async () => {
  const asked: string[] = []
  network.use(
    http.get('/api/tickets/:id/', ({ params }) => {
      asked.push(String(params.id))
      return HttpResponse.json({ detail: 'Not found' }, { status: 404 })
    }),
  )
  await act(() => setLanguage('dz'))
  const { user } = renderPage('/new-connection', <Form />)
  const field = document.querySelector<HTMLInputElement>('[name="power_clearance"]')!
  await user.type(field, '༡༢')
  await user.tab()
  const refusal = DZ_REFUSALS['refusal.clearanceInvalid'].text.replace('{id}', '12')
  expect(await screen.findByText(refusal)).toBeTruthy()
  expect(asked).toEqual(['12'])
})
