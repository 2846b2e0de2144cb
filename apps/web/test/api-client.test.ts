import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { api, ApiError, describeFailure } from '@/lib/api-client'
import { setLanguage } from '@/lib/i18n'
import { noteSignedIn, sessionLapsed, signedInHint } from '@/lib/session-storage'
import { network } from './network'

describe('the API client', () => {
  it('sends no token (the session is the cookie the browser adds) and answers the data', async () => {
    noteSignedIn()
    let authorization: string | null = 'not asked'
    network.use(
      http.get('/api/tickets/', ({ request }) => {
        authorization = request.headers.get('authorization')
        return HttpResponse.json([{ id: 1 }])
      }),
    )
    expect((await api.get('/tickets/')).data).toEqual([{ id: 1 }])
    expect(authorization).toBeNull()
  })

  it("keeps no sign-in's token: the answer reaches the page without it", async () => {
    network.use(
      http.post('/api/accounts/login/verify/', () =>
        HttpResponse.json({ token: 't'.repeat(43), name: 'Pema' }),
      ),
    )
    expect((await api.post('/accounts/login/verify/', {})).data).toEqual({ name: 'Pema' })
  })

  describe("in the page's language", () => {
    afterEach(() => setLanguage('en'))

    it('asks the server to answer in the language of the page, not of the browser', async () => {
      const asked: (string | null)[] = []
      network.use(
        http.post('/api/accounts/login/', ({ request }) => {
          asked.push(request.headers.get('accept-language'))
          return HttpResponse.json({ detail: 'refused' }, { status: 400 })
        }),
      )
      await api.post('/accounts/login/', {}).catch(() => undefined)
      await setLanguage('dz')
      await api.post('/accounts/login/', {}).catch(() => undefined)
      expect(asked).toEqual(['en', 'dz'])
    })
  })

  it('signs the page out, as lapsed, when the server answers 401', async () => {
    noteSignedIn()
    network.use(
      http.get('/api/tickets/', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })),
    )
    await expect(api.get('/tickets/')).rejects.toBeInstanceOf(ApiError)
    expect(signedInHint()).toBe(false)
    expect(sessionLapsed()).toBe(true)
    sessionStorage.clear()
  })
})

describe('what a failed call means for the page', () => {
  it('is the server’s answer, with its field messages', async () => {
    network.use(
      http.post('/api/customers/', () =>
        HttpResponse.json({ detail: 'Invalid input.', errors: { cid: ['Taken'] } }, { status: 400 }),
      ),
    )
    const failure = describeFailure(await api.post('/customers/', {}).catch((error: unknown) => error))
    expect(failure).toEqual({
      kind: 'response',
      status: 400,
      detail: 'Invalid input.',
      errors: { cid: ['Taken'] },
    })
  })

  it('takes the wallet calls’ {error} as the detail', async () => {
    network.use(
      http.post('/api/authenticate-ndi/', () => HttpResponse.json({ error: 'Wallet down' }, { status: 502 })),
    )
    const failure = describeFailure(await api.post('/authenticate-ndi/').catch((error: unknown) => error))
    expect(failure).toMatchObject({ kind: 'response', status: 502, detail: 'Wallet down', errors: {} })
  })

  it('is the specification’s “Oops” when no answer came', async () => {
    network.use(http.get('/api/tickets/', () => HttpResponse.error()))
    const failure = describeFailure(await api.get('/tickets/').catch((error: unknown) => error))
    expect(failure.kind).toBe('no-response')
    expect(failure.detail).toMatch(/^Oops/)
  })
})
