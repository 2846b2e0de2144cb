import { act, render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { TCustomer } from '@portal/domain/customer'
import { DraftOffer } from '@/features/applications/components/draft-offer'
import LandingPage from '@/features/landing/components/landing-page'
import { PageLoading } from '@/components/page-loading'
import CustomerRegisterPage from '@/features/profile/components/customer-register-page'
import { LanguageField } from '@/features/profile/components/language-field'
import TicketPage from '@/features/tickets/components/ticket-page'
import { setLanguage } from '@/lib/i18n'
import { noteSignedIn, signedInHint } from '@/lib/session-storage'
import { network } from './network'
import { PEMA } from './customers'
import { renderPage } from './render-page'

/**
 * Issue 34: a walk of the pages in Dzongkha found English left on them. What may stay in
 * Latin letters: the language's own English name, SMS, and the romanised place names.
 */
const MAY_STAY_LATIN = new Set([
  'English',
  'Dzongkha',
  'SMS',
  'Thimphu',
  'Chang',
  'Changzamtog',
  'Norzin',
  'Lam',
])

/** The words of three Latin letters or more the page shows or reads out, less those that may stay. */
function englishOnPage(): string[] {
  const words = new Set<string>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    for (const word of node.textContent!.match(/[A-Za-z]{3,}/g) ?? []) words.add(word)
  for (const element of document.querySelectorAll('[aria-label]'))
    for (const word of element.getAttribute('aria-label')!.match(/[A-Za-z]{3,}/g) ?? []) words.add(word)
  for (const word of document.title.match(/[A-Za-z]{3,}/g) ?? []) words.add(word)
  return [...words].filter((word) => !MAY_STAY_LATIN.has(word))
}

// A page that names no tab leaves the last test's title: each starts without one.
beforeEach(() => {
  document.title = ''
})

const CHALLENGE = 'c'.repeat(43)
const CUSTOMER: TCustomer = { ...PEMA, language: 'dz' }

const answering = () =>
  network.use(
    http.get('/api/addresses/dzongkhags/', () => HttpResponse.json([{ id: 1, name: 'Thimphu' }])),
    http.get('/api/addresses/gewogs/', () => HttpResponse.json([{ id: 10, name: 'Chang', dzongkhag_id: 1 }])),
    http.post('/api/customers/', () =>
      HttpResponse.json(
        { otp_required: true, challenge: CHALLENGE, sent_to: '17****56', new_code: true },
        { status: 202 },
      ),
    ),
    http.post('/api/customers/verify/', () => HttpResponse.json({ ...CUSTOMER, token: 'a-token' })),
    http.get('/api/customers/profile/', () => HttpResponse.json(CUSTOMER)),
  )

const field = (name: string) => document.querySelector<HTMLElement>(`[name="${name}"]`)!

describe('the registration and its code step in Dzongkha', () => {
  afterEach(() => act(() => setLanguage('en')))

  it('show no English, from the form to the account made', async () => {
    answering()
    await act(() => setLanguage('dz'))
    const { user } = renderPage('/customer-register', <CustomerRegisterPage />)
    await screen.findAllByRole('option', { name: 'Thimphu' }, { timeout: 5_000 })
    expect(englishOnPage()).toEqual([])

    await user.type(field('cid'), CUSTOMER.cid)
    await user.type(field('mobile'), CUSTOMER.mobile)
    await user.type(field('name'), CUSTOMER.name)
    await user.selectOptions(field('permanent_address.dzongkhag'), '1')
    await screen.findByRole('option', { name: 'Chang' })
    await user.selectOptions(field('permanent_address.gewog'), '10')
    await user.type(field('permanent_address.village'), 'Changzamtog')
    await user.type(field('current_address.address'), 'Norzin Lam')
    await user.selectOptions(field('current_address.dzongkhag'), '1')
    await user.click(screen.getByRole('button', { name: 'ཐོ་བཀོད།' }))

    // The code step: where it was sent, and the way back to correct the number.
    expect(await screen.findByText(/17\*\*\*\*56/)).toBeDefined()
    expect(englishOnPage()).toEqual([])

    await user.type(field('code'), '123456')
    await user.click(screen.getByRole('button', { name: 'བདེན་དཔྱད།' }))
    // Signed in by the code: the way on is "Continue" (issue 49), in Dzongkha.
    await screen.findByRole('button', { name: 'འཕྲོ་མཐུད་འབད།' })
    expect(englishOnPage()).toEqual([])
    // Signed in already, not only once "Continue" is pressed: leaving by a card or Back keeps it.
    expect(signedInHint('customer')).toBe(true)
  }, 20_000)

  it('register for Dzongkha when the page turns to it after drawing in English, unless chosen', async () => {
    answering()
    // A page rendered at build time: the form is drawn in English, then the remembered language comes.
    const { user } = renderPage('/customer-register', <CustomerRegisterPage />)
    const language = () => document.querySelector<HTMLInputElement>('[name="language"]:checked')?.value
    await waitFor(() => expect(language()).toBe('en'))
    await act(() => setLanguage('dz'))
    await waitFor(() => expect(language()).toBe('dz'))

    // Chosen by the customer, it stays chosen whatever the page does next.
    await user.click(document.querySelector<HTMLInputElement>('[name="language"][value="en"]')!)
    await act(() => setLanguage('en'))
    await act(() => setLanguage('dz'))
    expect(language()).toBe('en')
  })

  it('show the profile, its menu words and its notices in Dzongkha', async () => {
    answering()
    noteSignedIn()
    await act(() => setLanguage('dz'))
    renderPage('/customer-register', <CustomerRegisterPage />)
    await screen.findByText('Pema Wangmo')
    await screen.findAllByText(/Thimphu/)
    expect(englishOnPage().filter((word) => !['Pema', 'Wangmo'].includes(word))).toEqual([])
  })
})

describe('the choice of language', () => {
  afterEach(() => act(() => setLanguage('en')))
  const PAPERS_IN_ENGLISH = 'ཡི་གུ་དང་ འཛིན་ཤོག་ཚུ་ སྐད་བསྒྱུར་ བསྐྱར་ཞིབ་མ་ཚར་ཚུན་ཚོད་ ཨིང་ལིཤ་ནང་ ཐོནམ་ཨིན།'

  it('says, Dzongkha chosen while its papers are unreviewed, that letters and receipts come in English', async () => {
    answering()
    await act(() => setLanguage('dz'))
    const { user } = renderPage('/customer-register', <CustomerRegisterPage />)
    const languages = await screen.findByRole('group', { name: 'SMS དང་ གློག་འཕྲིན་ ཡི་གུ་ཚུའི་ སྐད་ཡིག' })
    await waitFor(() => expect(languages.textContent).toContain(PAPERS_IN_ENGLISH))
    // Said to the screen reader with the choice, as its hint is.
    const hint = document.getElementById(languages.getAttribute('aria-describedby')!)!
    expect(hint.textContent).toContain(PAPERS_IN_ENGLISH)

    await user.click(document.querySelector<HTMLInputElement>('[name="language"][value="en"]')!)
    expect(languages.textContent).not.toContain(PAPERS_IN_ENGLISH)
  })

  it('says nothing of papers once they print in Dzongkha', async () => {
    await act(() => setLanguage('dz'))
    function Choice() {
      const form = useForm({ defaultValues: { language: 'dz' } })
      return (
        <FormProvider {...form}>
          <LanguageField papersInEnglish={false} />
        </FormProvider>
      )
    }
    render(<Choice />)
    expect(document.querySelector<HTMLInputElement>('[name="language"]:checked')?.value).toBe('dz')
    expect(document.body.textContent).not.toContain(PAPERS_IN_ENGLISH)
  })
})

describe('the tab of a page in Dzongkha', () => {
  afterEach(() => act(() => setLanguage('en')))

  it.each([
    ['the landing page', '/', <LandingPage key="landing" />, '/', 'ཡོངས་འབྲེལ་ཐོག་གི་ ཞབས་ཏོག'],
    ["an application's page", '/ticket/41', <TicketPage key="ticket" />, '/ticket/:ticketNo', 'ཞུ་ཡིག་ 41'],
  ])('names %s and the utility in Dzongkha', async (_page, path, page, route, title) => {
    network.use(
      http.get('/api/tickets/:id/', () => HttpResponse.json({}, { status: 404 })),
      http.get('/api/customers/profile/', () => HttpResponse.json(CUSTOMER)),
    )
    noteSignedIn()
    await act(() => setLanguage('dz'))
    renderPage(path, page, route)
    await waitFor(() => expect(document.title).toBe(`${title} — འབྲུག་གློག་མེ་ལས་འཛིན།`))
  })
})

describe('the offer of an unsent form in Dzongkha', () => {
  afterEach(() => act(() => setLanguage('en')))

  it('says when it was started, and offers both ways, in Dzongkha', async () => {
    await act(() => setLanguage('dz'))
    renderPage(
      '/power-clearance',
      <DraftOffer savedAt="2026-11-20T04:00:00Z" onResume={() => undefined} onDiscard={() => undefined} />,
    )
    expect(await screen.findByRole('button', { name: 'བཞག་སའི་ས་ལས་ འཕྲོ་མཐུད་འབད།' })).toBeDefined()
    expect(screen.getByRole('region', { name: 'མ་བཏང་བའི་ འབྲི་ཤོག' })).toBeDefined()
    expect(englishOnPage()).toEqual([])
  })
})

describe('a page still loading, in Dzongkha', () => {
  afterEach(() => act(() => setLanguage('en')))

  it('tells a screen reader so in Dzongkha', async () => {
    await act(() => setLanguage('dz'))
    renderPage('/ticket', <PageLoading />)
    expect((await screen.findByRole('status')).textContent).toBe('མངོན་གསལ་འབད་དོ…')
    expect(englishOnPage()).toEqual([])
  })
})
