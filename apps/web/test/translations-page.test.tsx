import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TTranslationEntry } from '@portal/domain/i18n/translator-page'
import TranslationsPage from '@/features/staff/components/translations-page'
import { network } from './network'
import { renderPage } from './render-page'

/** Issue 49: the translator's page, where the Dzongkha is corrected or confirmed in the browser. */
const ENTRIES: TTranslationEntry[] = [
  { id: 'topBar.menu', english: 'Menu', text: 'དཀར་ཆག', screen: 'Every page', reviewed: false },
  {
    id: 'tickets.applicationId',
    english: 'Application ID {id}',
    text: 'ཞུ་ཡིག་ཨང་ {id}',
    screen: 'Your applications',
    reviewed: false,
  },
  {
    id: 'footer.enquiry',
    english: 'Toll-free enquiry',
    text: 'རིན་མེད་འདྲི་དཔྱད་ཁ་པར།',
    screen: 'Every page',
    reviewed: true,
    reviewed_by: 'Karma Choden',
    reviewed_on: '2026-11-29',
  },
]

type Review = { id: string; text: string; was: string }

const serve = (kept: Review[] = [], entries = () => ENTRIES) =>
  network.use(
    http.get('/api/staff/translations/', () => HttpResponse.json(entries())),
    http.post('/api/staff/translations/', async ({ request }) => {
      const review = (await request.json()) as Review
      kept.push(review)
      if (review.id === 'footer.enquiry')
        return HttpResponse.json({ detail: 'Someone else reviewed this entry meanwhile.' }, { status: 409 })
      if (!review.text.includes('{id}') && review.id === 'tickets.applicationId')
        return HttpResponse.json(
          { detail: 'Please correct the errors below.', errors: { text: ['The Dzongkha must keep {id}.'] } },
          { status: 400 },
        )
      const entry = ENTRIES.find((each) => each.id === review.id)!
      return HttpResponse.json({
        ...entry,
        text: review.text,
        reviewed: true,
        reviewed_by: 'Pema Wangmo',
        reviewed_on: '2026-11-30',
      })
    }),
  )

describe("the translator's page", () => {
  it('shows the drafts first, and finds an entry by its words in either language or by its screen', async () => {
    serve()
    const { user } = renderPage('/staff/translations', <TranslationsPage />)
    expect(await screen.findByText('2 entries match.')).toBeTruthy()
    expect(screen.queryByText('Toll-free enquiry')).toBeNull()
    await user.selectOptions(screen.getByLabelText('Show'), 'all')
    expect(screen.getByText('3 entries match.')).toBeTruthy()
    expect(screen.getByText('Reviewed by Karma Choden on 29/11/2026.')).toBeTruthy()
    // Forty buttons on a page: each says which entry it marks.
    expect(screen.getByRole('button', { name: 'Mark reviewed “Toll-free enquiry”' })).toBeTruthy()
    await user.type(screen.getByLabelText('Words, in either language'), 'ཞུ་ཡིག')
    expect(screen.getByText('1 entry matches.')).toBeTruthy()
    await user.clear(screen.getByLabelText('Words, in either language'))
    await user.selectOptions(screen.getByLabelText('Screen'), 'Your applications')
    expect(screen.getByText('Application ID {id}')).toBeTruthy()
    expect(screen.queryByText('Menu')).toBeNull()
  })

  it('keeps a corrected text as reviewed, and shows who reviewed it', async () => {
    const kept: Review[] = []
    serve(kept)
    const { user } = renderPage('/staff/translations', <TranslationsPage />)
    const field = await screen.findByLabelText('Dzongkha for “Menu”')
    await user.clear(field)
    await user.type(field, 'དཀར་ཆག།')
    const item = field.closest('li')!
    await user.click(within(item).getByRole('button', { name: /^Mark reviewed/ }))
    // Drawn afresh with the text as kept.
    expect(await screen.findByText('Reviewed by Pema Wangmo on 30/11/2026.')).toBeTruthy()
    expect(screen.getByDisplayValue('དཀར་ཆག།')).toBeTruthy()
    // With the text it was when read: a review made meanwhile is not overwritten.
    expect(kept).toEqual([{ id: 'topBar.menu', text: 'དཀར་ཆག།', was: 'དཀར་ཆག' }])
  })

  it('keeps what was typed in a box a search hides, and says it is not yet kept', async () => {
    const kept: Review[] = []
    serve(kept)
    const { user } = renderPage('/staff/translations', <TranslationsPage />)
    const field = await screen.findByLabelText('Dzongkha for “Menu”')
    await user.type(field, '།')
    expect(within(field.closest('li')!).getByText('Changed here, not yet kept.')).toBeTruthy()
    await user.selectOptions(screen.getByLabelText('Screen'), 'Your applications')
    expect(screen.queryByLabelText('Dzongkha for “Menu”')).toBeNull()
    expect(screen.getByText(/1 changed here is not yet kept/)).toBeTruthy()
    await user.selectOptions(screen.getByLabelText('Screen'), '')
    const again = screen.getByLabelText('Dzongkha for “Menu”')
    expect((again as HTMLTextAreaElement).value).toBe('དཀར་ཆག།')
    await user.click(within(again.closest('li')!).getByRole('button', { name: /^Mark reviewed/ }))
    expect(await screen.findByText('Reviewed by Pema Wangmo on 30/11/2026.')).toBeTruthy()
    expect(screen.queryByText(/not yet kept/)).toBeNull()
    expect(kept).toEqual([{ id: 'topBar.menu', text: 'དཀར་ཆག།', was: 'དཀར་ཆག' }])
  })

  it("says beside the field why the server refused a text, in the check's own words", async () => {
    serve()
    const { user } = renderPage('/staff/translations', <TranslationsPage />)
    const field = await screen.findByLabelText('Dzongkha for “Application ID {id}”')
    await user.clear(field)
    await user.type(field, 'ཞུ་ཡིག་ཨང་')
    await user.click(within(field.closest('li')!).getByRole('button', { name: /^Mark reviewed/ }))
    expect(await screen.findByText('The Dzongkha must keep {id}.')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(within(field.closest('li')!).getByText('Not kept.')).toBeTruthy()
  })

  it("keeps the translator's text when someone else reviewed the entry meanwhile, and shows theirs", async () => {
    let reads = 0
    const meanwhile = { ...ENTRIES[2]!, text: 'རིན་མེད་ཁ་པར།', reviewed_by: 'Dorji (dorji)' }
    serve([], () => (reads++ === 0 ? ENTRIES : [ENTRIES[0]!, ENTRIES[1]!, meanwhile]))
    const { user } = renderPage('/staff/translations', <TranslationsPage />)
    await user.selectOptions(await screen.findByLabelText('Show'), 'all')
    const field = screen.getByLabelText('Dzongkha for “Toll-free enquiry”')
    await user.type(field, 'ཀ')
    await user.click(within(field.closest('li')!).getByRole('button', { name: /^Mark reviewed/ }))
    expect(await screen.findByText('Someone else reviewed this entry meanwhile.')).toBeTruthy()
    expect(await screen.findByText('རིན་མེད་ཁ་པར།')).toBeTruthy()
    expect((field as HTMLTextAreaElement).value).toBe('རིན་མེད་འདྲི་དཔྱད་ཁ་པར།ཀ')
    expect(within(field.closest('li')!).getByText('Not kept.')).toBeTruthy()
  })
})
