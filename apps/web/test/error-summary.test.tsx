import { zodResolver } from '@hookform/resolvers/zod'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ERROR_SUMMARY_FORM_OPTIONS, ErrorSummary, errorEntries } from '@/components/form/error-summary'
import { TextField } from '@/components/form/text-field'
import { CheckboxField } from '@/features/applications/fields/checkbox-field'
import { FieldFor } from '@/features/applications/fields/field-for'
import { setLanguage } from '@/lib/i18n'

const schema = z.object({
  name: z.string().min(1, 'name is a required field'),
  address: z.object({ village: z.string().min(2, 'village must be at least 2 characters') }),
  terms: z.literal(true, 'Terms must be accepted'),
})

function Form() {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', address: { village: '' }, terms: false as unknown as true },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  })
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <ErrorSummary />
        <TextField name="name" label="Full name" />
        <TextField name="address.village" label="Village" />
        <CheckboxField name="terms" label="I accept the terms and conditions of supply." />
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  )
}

/** A Dzongkhag chosen and a power in kW, as the forms label them (field-for.tsx). */
function DzongkhagForm() {
  const form = useForm({
    resolver: zodResolver(
      z.object({
        dzongkhag: z.string().min(1, 'This field is required'),
        power: z.string().min(1, 'This field is required'),
      }),
    ),
    defaultValues: { dzongkhag: '', power: '' },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  })
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <ErrorSummary />
        <TextField name="dzongkhag" label="Dzongkhag" />
        <FieldFor definition={{ kind: 'number', name: 'power', label: 'Power required', unit: 'kW' }} />
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  )
}

describe('the error summary', () => {
  it('lists nested errors by their dotted names', () => {
    expect(errorEntries({ address: { village: { type: 'too_small', message: 'Too short' } } })).toEqual([
      ['address.village', 'Too short'],
    ])
  })

  it('appears only after a failed submit, counted, in the page’s order, focused, each linked to its field', async () => {
    const user = userEvent.setup()
    render(<Form />)
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    const summary = await screen.findByRole('alert', { name: 'There are 3 problems' })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    const links = within(summary).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Full name: name is a required field',
      'Village: village must be at least 2 characters',
      // The label's full stop does not run into the colon.
      'I accept the terms and conditions of supply: Terms must be accepted',
    ])
    await user.click(links[1]!)
    expect(document.activeElement).toBe(screen.getByLabelText('Village'))

    await user.type(screen.getByLabelText('Full name'), 'Pema')
    await user.type(screen.getByLabelText('Village'), 'Ura')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.getByRole('alert', { name: 'There is a problem' })).toBeDefined())
  })

  describe('in Dzongkha', () => {
    afterEach(() => setLanguage('en'))

    it('names each field without doubling the shad that closes its label', async () => {
      await setLanguage('dz')
      const user = userEvent.setup()
      render(<Form />)
      await user.click(screen.getByRole('button', { name: 'Submit' }))
      // Counts in Arabic digits, as ids and phone numbers are (decision 046).
      const summary = await screen.findByRole('alert', { name: 'དཀའ་ངལ་ 3 ཡོདཔ་ཨིན།' })
      const texts = within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent)
      expect(texts[0]).toBe('མིང་ཆ་ཚང་། མིང་ཆ་ཚང་ དགོཔ་ཨིན།')
      for (const text of texts) expect(text).not.toMatch(/།\s*[:།]/)
    })

    it('names the fields in the language switched to after the failed submit', async () => {
      const user = userEvent.setup()
      render(<Form />)
      await user.click(screen.getByRole('button', { name: 'Submit' }))
      await screen.findByRole('alert', { name: 'There are 3 problems' })
      await act(() => setLanguage('dz'))
      const summary = await screen.findByRole('alert', { name: 'དཀའ་ངལ་ 3 ཡོདཔ་ཨིན།' })
      await waitFor(() =>
        expect(within(summary).getAllByRole('link')[0]!.textContent).toBe('མིང་ཆ་ཚང་། མིང་ཆ་ཚང་ དགོཔ་ཨིན།'),
      )
    })

    it('joins a label and its message with Tibetan punctuation, never a Latin colon', async () => {
      await setLanguage('dz')
      const user = userEvent.setup()
      render(<DzongkhagForm />)
      await user.click(screen.getByRole('button', { name: 'Submit' }))
      const summary = await screen.findByRole('alert', { name: 'དཀའ་ངལ་ 2 ཡོདཔ་ཨིན།' })
      const texts = within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent)
      // "Dzongkhag" is རྫོང་ཁག: after ག Tibetan writes no shad, a space; a unit, a shad after it.
      expect(texts).toEqual(['རྫོང་ཁག ས་སྒོ་འདི་ བཀང་དགོ།', 'དགོས་པའི་གློག་ཤུགས་ (kW)། ས་སྒོ་འདི་ བཀང་དགོ།'])
      for (const text of texts) expect(text).not.toContain(':')
    })
  })
})
