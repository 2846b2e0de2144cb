import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { readRefusal, tryAgainIn } from '@portal/domain/messages'
import { api, describeFailure } from '@/lib/api-client'
import { proofCancelled, proofSolved, proofsWaiting, waitingChallenge } from '@/lib/proof-of-work'
import { network } from './network'

const CHALLENGE = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's' }, signature: 'x' }
const ASKED = {
  detail: 'Many attempts came from your network.',
  proof_of_work: 'required',
  challenge: CHALLENGE,
}

/** Stands for the dialog: waits for the request to ask, then settles it as a browser would. */
const whenAsked = async (settle: () => void) => {
  await expect.poll(proofsWaiting).toBe(1)
  settle()
}

describe('a request the server asks to prove work', () => {
  it('is sent again, once, with the solution in X-Altcha', async () => {
    const sent: (string | null)[] = []
    network.use(
      http.post('/api/accounts/login/', ({ request }) => {
        sent.push(request.headers.get('x-altcha'))
        return request.headers.get('x-altcha')
          ? HttpResponse.json({ otp_required: true, challenge: 'c', sent_to: '17****78' }, { status: 202 })
          : HttpResponse.json(ASKED, { status: 428 })
      }),
    )
    const answer = api.post('/accounts/login/', { username: '11111111111', password: '17123456' })
    // The dialog is handed the challenge the 428 carried: there is no other to fetch.
    await whenAsked(() => {
      expect(waitingChallenge()).toEqual(CHALLENGE)
      proofSolved('solved-payload')
    })
    expect((await answer).status).toBe(202)
    expect(sent).toEqual([null, 'solved-payload'])
  })

  it('answers a second check that asks more work, and stops after the third', async () => {
    let calls = 0
    network.use(
      http.post('/api/accounts/login/', () => {
        calls++
        return HttpResponse.json(ASKED, { status: 428 })
      }),
    )
    const answer = api.post('/accounts/login/', {}).catch((error: unknown) => error)
    for (let round = 0; round < 3; round++) await whenAsked(() => proofSolved(`solved-${round}`))
    expect(describeFailure(await answer)).toMatchObject({ status: 428 })
    expect(calls).toBe(4)
  })

  it("answers the 428's own message when the person cancels, and sends nothing more", async () => {
    let calls = 0
    network.use(
      http.post('/api/customers/', () => {
        calls++
        return HttpResponse.json(ASKED, { status: 428 })
      }),
    )
    const answer = api.post('/customers/', {}).catch((error: unknown) => error)
    await whenAsked(proofCancelled)
    expect(describeFailure(await answer)).toMatchObject({ status: 428, detail: ASKED.detail })
    expect(calls).toBe(1)
  })
})

describe('a refusal that passes', () => {
  it('says when, in whole minutes, and reads back apart for a translation', () => {
    expect(tryAgainIn(61_000)).toBe('Please try again in 2 minutes.')
    expect(tryAgainIn(1)).toBe('Please try again in 1 minute.')
    expect(
      readRefusal(`Too many codes were sent to this number. ${tryAgainIn(3_540_000)} Call 1250.`),
    ).toEqual({
      before: 'Too many codes were sent to this number.',
      minutes: 59,
      after: 'Call 1250.',
    })
    expect(readRefusal('That code is not right.')).toBeUndefined()
  })
})
