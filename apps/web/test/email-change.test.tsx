import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { TCustomer } from '@portal/domain/customer'
import { DZ } from '@portal/domain/i18n/dz'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import { EN } from '@portal/domain/i18n/en'
import { ACCOUNT_TEXTS as A } from '@portal/domain/i18n/kit-texts'
import { ProfileEditor } from '@/features/profile/components/profile-editor'
import { setLanguage } from '@/lib/i18n'
import { network } from './network'
import { PEMA } from './customers'
import { renderPage } from './render-page'

/** Issue 45: a new email takes effect only with the code sent to the account's mobile. */
const CUSTOMER: TCustomer = { ...PEMA, email: 'pema@example.bt' }
const CHALLENGE = 'e'.repeat(43)
const NEW_EMAIL = 'pema.w@example.bt'

/** A profile whose new email is answered with a challenge; the bodies sent to update and to verify. */
function emailChangeAnswers() {
  const updated: unknown[] = []
  const verified: unknown[] = []
  network.use(
    http.get('/api/addresses/dzongkhags/', () => HttpResponse.json([{ id: 1, name: 'Thimphu' }])),
    http.get('/api/addresses/gewogs/', () => HttpResponse.json([{ id: 10, name: 'Chang', dzongkhag_id: 1 }])),
    http.patch('/api/customers/11512345601/', async ({ request }) => {
      updated.push(await request.json())
      return HttpResponse.json(
        { otp_required: true, challenge: CHALLENGE, sent_to: '17****56', new_code: true },
        { status: 202 },
      )
    }),
    http.post('/api/customers/verify/', async ({ request }) => {
      verified.push(await request.json())
      return HttpResponse.json({ ...CUSTOMER, email: NEW_EMAIL })
    }),
  )
  return { updated, verified }
}

/** Opens the profile's form, types the new email (its field named `emailLabel`) and sends it. */
async function askForNewEmail(emailLabel: string, updateLabel: string) {
  let done = false
  const { user } = renderPage('/profile', <ProfileEditor customer={CUSTOMER} onDone={() => (done = true)} />)
  const email = await screen.findByLabelText(emailLabel, { exact: false })
  await user.clear(email)
  await user.type(email, NEW_EMAIL)
  await user.click(screen.getByRole('button', { name: updateLabel }))
  return { user, isDone: () => done }
}

describe('a change of email in the profile', () => {
  afterEach(() => setLanguage('en'))

  it('asks for the code sent to the mobile, says why, and sends it with the challenge', async () => {
    const { updated, verified } = emailChangeAnswers()
    const { user, isDone } = await askForNewEmail(A.email, 'Update')
    expect(await screen.findByText(/We sent a 6-digit code by SMS to 17\*\*\*\*56\./)).toBeDefined()
    expect(screen.getByText(EN['code.emailToo'])).toBeDefined()
    expect(updated).toEqual([expect.objectContaining({ email: NEW_EMAIL, mobile: CUSTOMER.mobile })])
    // One code, from the account's own mobile: no second field as for a new mobile.
    expect(screen.queryByLabelText(A.currentNumberCode)).toBeNull()
    expect(screen.queryByLabelText(A.newNumberCode)).toBeNull()
    // The way back names what is being changed.
    expect(screen.getByRole('button', { name: 'Change the email' })).toBeDefined()

    await user.type(screen.getByLabelText(A.code, { exact: false }), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(isDone()).toBe(true))
    expect(verified).toEqual([{ challenge: CHALLENGE, code: '123456' }])
  })

  it('walks a Dzongkha reader through it in Dzongkha', async () => {
    await act(() => setLanguage('dz'))
    const { verified } = emailChangeAnswers()
    const { user, isDone } = await askForNewEmail(DZ_FORM_TEXTS[A.email]!.text, DZ['profile.update'].text)
    expect(await screen.findByText(DZ['code.emailToo'].text)).toBeDefined()
    expect(screen.getByRole('button', { name: DZ['code.changeEmail'].text })).toBeDefined()
    await user.type(screen.getByLabelText(DZ_FORM_TEXTS[A.code]!.text, { exact: false }), '654321')
    await user.click(screen.getByRole('button', { name: DZ_FORM_TEXTS[A.verify]!.text }))
    await waitFor(() => expect(isDone()).toBe(true))
    expect(verified).toEqual([{ challenge: CHALLENGE, code: '654321' }])
  })

  it('goes back to the form with the new email kept, to correct it', async () => {
    const { verified } = emailChangeAnswers()
    const { user } = await askForNewEmail(A.email, 'Update')
    await user.click(await screen.findByRole('button', { name: 'Change the email' }))
    expect(await screen.findByDisplayValue(NEW_EMAIL)).toBeDefined()
    expect(verified).toEqual([])
  })
})
