import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { FileField } from '@/features/applications/fields/file-field'

const LABEL = 'Security deposit receipt'

function Form() {
  const form = useForm<{ receipt?: File }>()
  return (
    <FormProvider {...form}>
      <FileField name="receipt" label={LABEL} />
      <button type="button">Next field</button>
    </FormProvider>
  )
}

const pdf = new File(['%PDF-1.4'], 'deposit.pdf', { type: 'application/pdf' })

describe('a chosen file, by keyboard (WCAG 2.4.3)', () => {
  it('takes the focus to its line, then forward to "Choose another file" and "Remove"', async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.upload(screen.getByLabelText(LABEL), pdf)

    const line = await screen.findByText((_, element) => element?.id === 'field-receipt-chosen')
    await waitFor(() => expect(document.activeElement).toBe(line))
    expect(line.textContent).toBe('deposit.pdf, 8 B')
    await user.tab()
    // (jsdom's accessible names drop the space before a visually hidden part.)
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: /^Choose another file\s*for Security deposit receipt$/ }),
    )
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Remove\s*deposit\.pdf$/ }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next field' }))
  })

  it('after "Remove", gives the focus back to the input, to choose again', async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.upload(screen.getByLabelText(LABEL), pdf)
    await user.click(await screen.findByRole('button', { name: /^Remove\s*deposit\.pdf$/ }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(LABEL)))
    expect(document.getElementById('field-receipt-chosen')).toBeNull()
  })
})
