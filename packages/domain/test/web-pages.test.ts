import { describe, expect, it } from 'vitest'
import { APP_SHELL_FILE, BARE_APP_FILE, ROUTE_SHELLS, htmlFileFor, isServerRendered } from '../src/web-pages'

const TICKET_SHELL = 'pages/app-shell--ticket.html'
const built = new Set(['pages/index.html', 'pages/customer-login.html', APP_SHELL_FILE, TICKET_SHELL])

describe('the HTML the portal sends for a path', () => {
  it('names the ticket shell among the route shells', () => {
    expect(ROUTE_SHELLS.map((shell) => shell.file)).toContain(TICKET_SHELL)
  })

  it('sends the ticket list and one application the shell with the ticket page preloaded', () => {
    for (const path of ['/ticket', '/ticket/', '/ticket/123', '/ticket/all', '/ticket/123/'])
      expect(htmlFileFor(path, built), path).toBe(TICKET_SHELL)
  })

  it('sends the other customer pages the plain shell, the back office the bare app', () => {
    for (const path of ['/messages', '/ticket/123/more', '/tickets', '/ticketing', '/power-clearance'])
      expect(htmlFileFor(path, built), path).toBe(APP_SHELL_FILE)
    for (const path of ['/staff', '/staff/applications/42'])
      expect(htmlFileFor(path, built), path).toBe(BARE_APP_FILE)
    expect(htmlFileFor('/customer-login/', built)).toBe('pages/customer-login.html')
  })

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

  it('falls back to the plain shell when the build made no ticket shell', () => {
    expect(htmlFileFor('/ticket/123', new Set([APP_SHELL_FILE]))).toBe(APP_SHELL_FILE)
  })
})
