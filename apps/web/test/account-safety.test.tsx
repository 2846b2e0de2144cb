import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TCustomer } from '@portal/domain/customer'
import { SIGN_IN_CODE_MESSAGES, type TCodeChallenge } from '@portal/domain/sign-in-codes'
import CustomerRegisterPage from '@/features/profile/components/customer-register-page'
import { ProfileEditor } from '@/features/profile/components/profile-editor'
import { noteSignedIn, signedInHint } from '@/lib/session-storage'
import { network } from './network'
import { PEMA } from './customers'
import { renderPage } from './render-page'

/** Issue 32: a change of mobile needs the current number's code too; every device can be signed out. */
const CUSTOMER: TCustomer = PEMA
const CHALLENGE = 'c'.repeat(43)

const lookups = [
  http.get('/api/addresses/dzongkhags/', () => HttpResponse.json([{ id: 1, name: 'Thimphu' }])),
  http.get('/api/addresses/gewogs/', () => HttpResponse.json([{ id: 10, name: 'Chang', dzongkhag_id: 1 }])),
]

/** A profile whose new mobile is answered with `challenge`; the bodies sent to verify. */
function mobileChangeAnswers(challenge: TCodeChallenge) {
  const verified: unknown[] = []
  network.use(
    ...lookups,
    http.patch('/api/customers/11512345601/', () => HttpResponse.json(challenge, { status: 202 })),
    http.post('/api/customers/verify/', async ({ request }) => {
      verified.push(await request.json())
      return HttpResponse.json({ ...CUSTOMER, mobile: '77123499' })
    }),
  )
  return verified
}

async function askForNewMobile() {
  let done = false
  const { user } = renderPage('/profile', <ProfileEditor customer={CUSTOMER} onDone={() => (done = true)} />)
  const mobile = await screen.findByLabelText('Mobile number')
  await user.clear(mobile)
  await user.type(mobile, '77123499')
  await user.click(screen.getByRole('button', { name: 'Update' }))
  return { user, isDone: () => done }
}

describe('a change of mobile in the profile', () => {
  it('asks for the code sent to the current number as well, and sends both', async () => {
    const verified = mobileChangeAnswers({
      otp_required: true,
      challenge: CHALLENGE,
      sent_to: '77****99',
      current_sent_to: '17****56',
      new_code: true,
      current_new_code: true,
    })
    const { user, isDone } = await askForNewMobile()
    expect(await screen.findByText(/code we sent to your current number, 17\*\*\*\*56/)).toBeDefined()
    await user.type(screen.getByLabelText('Code from the SMS to your new number'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    // Without the current number's code, nothing is sent.
    expect(await screen.findByText(SIGN_IN_CODE_MESSAGES.currentCodeRequired)).toBeDefined()
    expect(verified).toEqual([])

    await user.type(screen.getByLabelText('Code from the SMS to your current number'), '654321')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(isDone()).toBe(true))
    expect(verified).toEqual([{ challenge: CHALLENGE, code: '123456', current_code: '654321' }])
  }, 15_000)

  it('asks for one code when the session came through the wallet', async () => {
    const verified = mobileChangeAnswers({
      otp_required: true,
      challenge: CHALLENGE,
      sent_to: '77****99',
      new_code: true,
    })
    const { user, isDone } = await askForNewMobile()
    await user.type(await screen.findByLabelText('Code from the SMS'), '123456')
    expect(screen.queryByLabelText('Code from the SMS to your current number')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(isDone()).toBe(true))
    expect(verified).toEqual([{ challenge: CHALLENGE, code: '123456' }])
  })
})

describe('signing out on every device', () => {
  it('ends every session on the server, then forgets this one', async () => {
    const ended: (string | null)[] = []
    let askedAfterTheEnd = 0
    network.use(
      ...lookups,
      http.get('/api/customers/profile/', () => {
        if (ended.length > 0) askedAfterTheEnd++
        return HttpResponse.json(CUSTOMER)
      }),
      http.post('/api/accounts/logout-all/', ({ request }) => {
        ended.push(request.headers.get('authorization'))
        return new HttpResponse(null, { status: 204 })
      }),
    )
    noteSignedIn()
    const { user } = renderPage('/customer-register', <CustomerRegisterPage />)
    await user.click(await screen.findByRole('button', { name: 'Sign out on every device' }))
    await waitFor(() => expect(signedInHint()).toBe(false))
    // The session's cookie went with it: the page has no token to send (decision 078).
    expect(ended).toEqual([null])
    expect(await screen.findByText('Moved on')).toBeDefined()
    // Nothing is asked again for the session that ended: each answer would be a 401.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(askedAfterTheEnd).toBe(0)
  })
})
