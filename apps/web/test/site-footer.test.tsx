import { act, render, screen } from '@testing-library/react'
import { expect, it, onTestFinished } from 'vitest'
import { DZ } from '@portal/domain/i18n/dz'
import { SiteFooter } from '@/app/layout/site-footer'
import { setLanguage } from '@/lib/i18n'

const underReview = DZ['footer.underReview'].text

it('says once, on a Dzongkha page, that the translation is being reviewed', async () => {
  render(<SiteFooter />)
  await act(() => setLanguage('dz'))
  onTestFinished(() => act(() => setLanguage('en')))
  expect(screen.getAllByText(underReview)).toHaveLength(1)
})

it('says nothing of it on an English page', () => {
  render(<SiteFooter />)
  expect(screen.queryByText(underReview)).toBeNull()
  expect(screen.queryByText('This translation is being reviewed.')).toBeNull()
})
