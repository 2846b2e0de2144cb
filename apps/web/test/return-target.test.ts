import { describe, expect, it } from 'vitest'
import { registerPathFor, returnTargetOf, signInPathFor } from '@/lib/return-target'

describe('where registering goes on to', () => {
  it('names a service, an application or another page of the portal', () => {
    expect(returnTargetOf('/energy-meter-relocation')).toEqual({
      kind: 'service',
      path: '/energy-meter-relocation',
    })
    expect(returnTargetOf('/ticket/1042')).toEqual({ kind: 'application', path: '/ticket/1042', id: '1042' })
    expect(returnTargetOf('/messages')).toEqual({ kind: 'page', path: '/messages' })
  })

  it('goes nowhere outside the portal, whatever the address carries', () => {
    for (const next of [
      null,
      '',
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/power-clearance?x=1',
      '/ticket/1/2',
      'javascript:alert(1)',
    ])
      expect(returnTargetOf(next), String(next)).toBeUndefined()
  })

  it('keeps the target on the way to registering and back to sign in', () => {
    expect(registerPathFor('/power-clearance')).toBe('/customer-register?next=%2Fpower-clearance')
    expect(registerPathFor(undefined)).toBe('/customer-register')
    expect(signInPathFor(returnTargetOf('/ticket/7'))).toBe('/customer-login/ticket/7')
    expect(signInPathFor(undefined)).toBe('/customer-login')
  })
})
