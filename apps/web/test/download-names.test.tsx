import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LetterDownloadButton } from '@/components/letter-download-button'
import { ReceiptButton } from '@/features/tickets/components/receipt-button'
import { setLanguage } from '@/lib/i18n'

/** Issue 34: a download button names its application, in each language's order. */
describe("a download button's name", () => {
  afterEach(() => act(() => setLanguage('en')))

  it('is the paper, then its application, in English', () => {
    render(<LetterDownloadButton ticket={{ id: 41, service: 'Power Clearance', status: 'Approved' }} />)
    render(<ReceiptButton id={41} />)
    expect(
      screen.getByRole('link', { name: 'Download approval letter (PDF) of application 41' }),
    ).toBeDefined()
    expect(screen.getByRole('link', { name: 'Download receipt (PDF) of application 41' })).toBeDefined()
  })

  it.each([
    // The last digit read aloud decides the genitive: 1 གཅིག → གི, 5 ལྔ → ཡི (after a Latin digit), 8 བརྒྱད → ཀྱི.
    [1, 'ཞུ་ཡིག་ 1 གི་'],
    [1045, 'ཞུ་ཡིག་ 1045 ཡི་'],
    [48, 'ཞུ་ཡིག་ 48 ཀྱི་'],
  ])('is its application %i with the genitive, then the paper, in Dzongkha', async (id, of) => {
    await act(() => setLanguage('dz'))
    render(<LetterDownloadButton ticket={{ id, service: 'Power Clearance', status: 'Approved' }} />)
    render(<ReceiptButton id={id} />)
    expect(screen.getByRole('link', { name: `${of} གནང་བའི་ཡི་གུ་ ཕབ་ལེན་ (PDF)` })).toBeDefined()
    expect(screen.getByRole('link', { name: `${of} འཛིན་ཤོག་ ཕབ་ལེན་ (PDF)` })).toBeDefined()
  })
})
