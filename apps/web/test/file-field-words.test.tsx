import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { ATTACHMENT_ACCEPT } from '@portal/domain/attachments'
import { FileField } from '@/features/applications/fields/file-field'
import { setLanguage } from '@/lib/i18n'

const LABEL = 'Security deposit receipt'

function Form() {
  const form = useForm<{ receipt?: File }>()
  return (
    <FormProvider {...form}>
      <FileField name="receipt" label={LABEL} />
    </FormProvider>
  )
}

const pdf = new File(['%PDF-1.4'], 'deposit.pdf', { type: 'application/pdf' })
/** What the field shows in place of the browser's own "Choose File" and "No file chosen". */
const drawn = () => document.querySelector('.file-picker-face')?.textContent

describe("a file field's words, drawn by the page (issue 34)", () => {
  afterEach(() => act(() => setLanguage('en')))

  it("say 'Choose file' and 'No file chosen' on an English page, over the input the label names", () => {
    render(<Form />)
    expect(drawn()).toBe('Choose fileNo file chosen')
    const input = screen.getByLabelText(LABEL)
    // Still the browser's own file input, with the camera and photos a phone offers for it.
    expect(input.getAttribute('type')).toBe('file')
    expect(input.getAttribute('accept')).toBe(ATTACHMENT_ACCEPT)
    expect(input.tabIndex).toBe(0)
    expect(input.getAttribute('aria-describedby')).toBe('field-receipt-hint')
    // The box repeats what the input says to a screen reader: it is not read twice.
    expect(document.querySelector('.file-picker-face')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('say the size limit once, in the hint the input is described by (issue 49)', () => {
    render(<Form />)
    const hint = document.getElementById('field-receipt-hint')!.textContent!
    expect(hint).toBe(
      'Maximum Attachment size Allowed is 0.5MB. A PDF, a JPEG or PNG photo, or a Word document (.docx).',
    )
    expect(hint.match(/\d+(\.\d+)?\s?[KM]B/g)).toEqual(['0.5MB'])
  })

  it('say them in Dzongkha on a Dzongkha page, then show the chosen file by its name', async () => {
    await act(() => setLanguage('dz'))
    render(<Form />)
    expect(drawn()).toBe('ཡིག་སྣོད་ གདམ།ཡིག་སྣོད་ གདམ་མ་ཚར།')

    // (The label is in Dzongkha too.)
    await userEvent.setup().upload(document.querySelector<HTMLInputElement>('#field-receipt')!, pdf)
    const line = await screen.findByText((_, element) => element?.id === 'field-receipt-chosen')
    expect(line.textContent).toBe('deposit.pdf, 8 B')
    // In its place the line and its buttons: no box saying nothing was chosen.
    expect(drawn()).toBeUndefined()
    expect(screen.getByRole('button', { name: /^ཡིག་སྣོད་གཞན་ཅིག་ གདམ།/ })).toBeDefined()
  })
})
