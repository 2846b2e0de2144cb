import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { TCustomer } from '@portal/domain/customer'
import type { TDzongkhag } from '@portal/domain/lookups'
import { ProfileEditor } from '@/features/profile/components/profile-editor'
import { ProfileSummary } from '@/features/profile/components/profile-summary'
import { setLanguage } from '@/lib/i18n'
import { network } from './network'
import { PEMA } from './customers'
import { renderPage } from './render-page'

/** Issue 34: place names in the reader's language, the romanised name beside them. */
const CUSTOMER: TCustomer = PEMA
const DZONGKHAGS: TDzongkhag[] = [
  { id: 1, name: 'Thimphu', name_dz: 'ཐིམ་ཕུག་', name_alternatives: [] },
  { id: 2, name: 'Paro', name_dz: 'སྤ་རོ་', name_alternatives: [] },
  { id: 3, name: 'Nowhere', name_dz: null, name_alternatives: [] },
]

/** The reference lists, and the bodies the profile sends. */
function answers() {
  const sent: TCustomer[] = []
  network.use(
    http.get('/api/addresses/dzongkhags/', () => HttpResponse.json(DZONGKHAGS)),
    http.get('/api/addresses/gewogs/', () =>
      HttpResponse.json([{ id: 10, name: 'Chang', dzongkhag: 1, name_alternatives: [] }]),
    ),
    http.patch('/api/customers/11512345601/', async ({ request }) => {
      sent.push((await request.json()) as TCustomer)
      return HttpResponse.json({ ...CUSTOMER, ...sent.at(-1) })
    }),
  )
  return sent
}

// The lists come after the form, later still on a busy machine when it is the file's first render.
const optionTexts = async () =>
  (await screen.findAllByRole('option', { name: /Thimphu/ }, { timeout: 5_000 }))[0]!
    .closest('select')!
    .querySelectorAll('option')

describe('dzongkhags in the address fields', () => {
  afterEach(() => setLanguage('en'))

  it('are romanised alone in English', async () => {
    answers()
    renderPage('/profile', <ProfileEditor customer={CUSTOMER} onDone={() => {}} />)
    const texts = [...(await optionTexts())].map((o) => o.textContent)
    expect(texts.slice(1)).toEqual(['Thimphu', 'Paro', 'Nowhere'])
  })

  it('are in Dzongkha with the romanised name beside them, and the form still sends the id', async () => {
    await setLanguage('dz')
    const sent = answers()
    let done = false
    const { user } = renderPage(
      '/profile',
      <ProfileEditor customer={CUSTOMER} onDone={() => (done = true)} />,
    )
    const texts = [...(await optionTexts())].map((o) => o.textContent)
    // A dzongkhag no source names in Dzongkha stays romanised.
    expect(texts.slice(1)).toEqual(['ཐིམ་ཕུག་ (Thimphu)', 'སྤ་རོ་ (Paro)', 'Nowhere'])

    const paro = screen.getAllByRole('option', { name: 'སྤ་རོ་ (Paro)' })
    const presentDzongkhag = paro.at(-1)!.closest('select')!
    await user.selectOptions(presentDzongkhag, paro.at(-1)!)
    await user.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!)
    await waitFor(() => expect(done).toBe(true))
    expect(sent[0]!.current_address).toEqual({ address: 'Norzin Lam', dzongkhag: 2 })
    expect(sent[0]!.permanent_address.dzongkhag).toBe(1)
  })
})

describe('dzongkhags in the profile', () => {
  afterEach(() => setLanguage('en'))

  it('read in Dzongkha with the romanised name beside them, and romanised alone in English', async () => {
    answers()
    renderPage('/profile', <ProfileSummary customer={CUSTOMER} />)
    expect(await screen.findByText('Norzin Lam, Thimphu', {}, { timeout: 5_000 })).toBeDefined()
    await setLanguage('dz')
    expect(await screen.findByText('Norzin Lam ཐིམ་ཕུག་ (Thimphu)')).toBeDefined()
    // The permanent address too, without a Latin comma.
    expect(await screen.findByText('Changzamtog Chang རྒེད་འོག་ ཐིམ་ཕུག་ (Thimphu)')).toBeDefined()
  })
})
