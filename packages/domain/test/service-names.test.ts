import { describe, expect, it } from 'vitest'
import { REQUEST_PAGES, SERVICE_TYPES } from '../src/catalogue'
import { APPLICATION_FORMS } from '../src/applications/form-catalogue'
import { requestTypesOf, SERVICE_CHOICES, serviceNameOf } from '../src/applications/service-names'

describe('a service’s name', () => {
  it('is, for each of the fifteen forms, the title of the card the citizen chose: fifteen names', () => {
    const names = APPLICATION_FORMS.map((form) =>
      serviceNameOf(SERVICE_TYPES[form.type].service, form.variant?.value ?? null),
    )
    expect(names).toEqual(REQUEST_PAGES.map((page) => page.title))
    expect(new Set(names).size).toBe(15)
  })

  it('tells the four meter services, both supplies and both connections apart', () => {
    expect(serviceNameOf('Energy Meter', 'Relocation')).toBe('Relocation/Shifting of energy meter')
    expect(serviceNameOf('Energy Meter', 'Upgradation')).toBe('Upgradation of energy meter')
    expect(serviceNameOf('Release', 'Temporary')).toBe('Temporary power supply')
    expect(serviceNameOf('Connection', 'Reconnection')).toBe('Reconnection of power supply')
    expect(serviceNameOf('Power Clearance', null)).toBe('Power clearance')
  })

  it('stays the stored name where no form files it', () => {
    expect(serviceNameOf('Energy Meter', null)).toBe('Energy Meter')
    expect(serviceNameOf('Something Else')).toBe('Something Else')
  })
})

describe('the services to choose among', () => {
  it('are the fifteen, each with the stored service and request type that find it', () => {
    expect(SERVICE_CHOICES.map((choice) => choice.name)).toEqual(REQUEST_PAGES.map((page) => page.title))
    for (const choice of SERVICE_CHOICES)
      expect(serviceNameOf(choice.service, choice.requestType)).toBe(choice.name)
    expect(requestTypesOf('Energy Meter')).toEqual(['Upgradation', 'Relocation', 'Addition', 'Replacement'])
    expect(requestTypesOf('Power Clearance')).toEqual([])
  })
})
