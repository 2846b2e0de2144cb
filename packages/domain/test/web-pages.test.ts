import { describe, expect, it } from 'vitest'
import {
  APP_SHELL_FILE,
  appShellFileIn,
  BARE_APP_FILE,
  dataPageOf,
  htmlFileFor,
  isServerRendered,
} from '../src/web-pages'

const built = new Set([APP_SHELL_FILE])

describe('the HTML the portal sends for a path', () => {
  it('has the server render the public pages, and no other', () => {
    for (const path of [
      '/',
      '/customer-login',
      '/customer-login/',
      '/customer-login/power-clearance',
      '/customer-login/ticket/42',
      '/customer-register',
    ])
      expect(isServerRendered(path), path).toBe(true)
    for (const path of [
      '/ticket',
      '/messages',
      '/power-clearance',
      '/customer-login/a/b/c',
      '/customer-registered',
      '/staff',
    ])
      expect(isServerRendered(path), path).toBe(false)
  })

  it('has the server render the applications, one of them, the messages, the profile and a letter’s check with their data', () => {
    expect(dataPageOf('/ticket')).toEqual({ kind: 'tickets' })
    expect(dataPageOf('/ticket/all/')).toEqual({ kind: 'tickets' })
    expect(dataPageOf('/ticket/42')).toEqual({ kind: 'ticket', id: '42' })
    expect(dataPageOf('/messages')).toEqual({ kind: 'messages' })
    // Registration when signed out (a public page), the profile when signed in.
    expect(dataPageOf('/customer-register/')).toEqual({ kind: 'profile' })
    expect(dataPageOf('/power-clearance')).toEqual({ kind: 'form' })
    expect(dataPageOf('/reconnection-power-supply/')).toEqual({ kind: 'form' })
    // The list's "View": the application sent, read-only, on its form's page.
    expect(dataPageOf('/power-clearance', '?service_id=42&ticket=42')).toEqual({
      kind: 'form',
      filed: { resource: 'power-clearances', id: '42' },
    })
    expect(dataPageOf('/construction-clearance/', 'service_id=7')).toEqual({
      kind: 'form',
      filed: { resource: 'site-clearances', id: '7' },
    })
    for (const search of ['?service_id=abc', '?service_id=1234567890', '?ticket=42', '?step=form'])
      expect(dataPageOf('/power-clearance', search), search).toEqual({ kind: 'form' })
    expect(dataPageOf('/verify/AbC_12-xyz9')).toEqual({ kind: 'verify', code: 'AbC_12-xyz9' })
    // What the API would refuse is the app's to say, from the shell.
    for (const path of [
      '/ticket/42/more',
      '/ticket/abc',
      '/ticket/1234567890',
      '/verify/short',
      '/verify/a b',
      '/tickets',
    ])
      expect(dataPageOf(path), path).toBeUndefined()
  })

  it('sends the other customer pages the shell, the back office the bare app', () => {
    for (const path of ['/ticket/abc', '/profile', '/tickets'])
      expect(htmlFileFor(path, built), path).toBe(APP_SHELL_FILE)
    for (const path of ['/staff', '/staff/applications/42'])
      expect(htmlFileFor(path, built), path).toBe(BARE_APP_FILE)
  })

  it('sends a Dzongkha reader the Dzongkha shell, the English one where the build made none, and the back office in English', () => {
    const inBoth = new Set([APP_SHELL_FILE, appShellFileIn('dz')])
    expect(appShellFileIn('dz')).toBe('pages/app-shell.dz.html')
    expect(htmlFileFor('/ticket/1', inBoth, 'dz')).toBe('pages/app-shell.dz.html')
    expect(htmlFileFor('/ticket/1', inBoth, 'en')).toBe(APP_SHELL_FILE)
    expect(htmlFileFor('/ticket/1', built, 'dz')).toBe(APP_SHELL_FILE)
    expect(htmlFileFor('/staff/account', inBoth, 'dz')).toBe(BARE_APP_FILE)
  })
})
