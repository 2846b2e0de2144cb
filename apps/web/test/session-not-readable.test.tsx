import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoginForm } from '@/features/auth/components/login-form'
import { signedInHint } from '@/lib/session-storage'
import { network } from './network'
import { renderPage } from './render-page'

/**
 * Issue 46, decision 078: the session is an HttpOnly cookie the server sets with its answer; the
 * page keeps nothing of the token that answer also carries, so no script injected into the page
 * can read it. The page never touches document.cookie for the session either.
 */
const TOKEN = 'a-secret-token-0123456789'
const CHALLENGE = 'challenge-1'

/** Everything of the origin a script could read, as one text. */
const readableByScript = () =>
  JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie

// Written by the page, a cookie would be readable by scripts too (the test's network reads it).
let cookieWrites: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  cookieWrites = vi.spyOn(Document.prototype, 'cookie', 'set')
})
afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
})

function answers(login: () => Response) {
  const sent: (string | null)[] = []
  network.use(
    http.post('/api/accounts/login/', login),
    http.post('/api/accounts/login/verify/', () => HttpResponse.json({ token: TOKEN, name: 'Pema' })),
    http.get('/api/customers/profile/', ({ request }) => {
      sent.push(request.headers.get('authorization'))
      return HttpResponse.json({ cid: '11512345601', name: 'Pema' })
    }),
    http.get('/api/notifications/', () => HttpResponse.json([])),
  )
  return sent
}

async function signIn() {
  const { user } = renderPage('/customer-login', <LoginForm />)
  await user.type(screen.getByLabelText('CID number'), '11512345601')
  await user.type(screen.getByLabelText('Mobile number'), '17123456')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return user
}

describe('after a sign-in, nothing of the session is readable by a script', () => {
  it('with a code from the SMS', async () => {
    answers(() =>
      HttpResponse.json({ otp_required: true, challenge: CHALLENGE, sent_to: '17****56' }, { status: 202 }),
    )
    const user = await signIn()
    await user.type(await screen.findByLabelText('Code from the SMS'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(signedInHint()).toBe(true))
    expect(readableByScript()).not.toContain(TOKEN)
    expect(cookieWrites).not.toHaveBeenCalled()
  })

  it('signed in at once (codes off): the page asks for the profile with the cookie, not a token', async () => {
    const sent = answers(() => HttpResponse.json({ token: TOKEN, name: 'Pema' }))
    await signIn()
    await waitFor(() => expect(signedInHint()).toBe(true))
    expect(readableByScript()).not.toContain(TOKEN)
    expect(cookieWrites).not.toHaveBeenCalled()
    // Rendered signed in once more, the page asks who it is with no Authorization header.
    renderPage('/', <LoginForm />)
    await waitFor(() => expect(sent.length).toBeGreaterThan(0))
    expect(sent.every((authorization) => authorization === null)).toBe(true)
  })
})

it("has no code of the app's own that touches document.cookie but the reader's language", () => {
  const source = path.resolve(import.meta.dirname, '../src')
  const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  )
  expect(files.length).toBeGreaterThan(50)
  const touching = files.filter((file) =>
    readFileSync(path.join(source, file), 'utf8').includes('document.cookie'),
  )
  // The language a reader chose, which the server renders pages in: not the session's.
  expect(touching).toEqual([path.join('lib', 'remembered-language.ts')])
  const language = readFileSync(path.join(source, 'lib', 'remembered-language.ts'), 'utf8')
  expect(language).not.toMatch(/session|__Host|token/i)
})
