import { TERMS, TERMS2, type FormDefinition } from './form-definition'

export const permanentPowerSupplyForm: FormDefinition = {
  heading: 'Permanent power supply',
  intro: 'A new permanent connection.',
  fields: [
    { kind: 'division' },
    { kind: 'category', list: 'voltageClass' },
    { kind: 'text', name: 'location', label: 'Location' },
    { kind: 'text', name: 'thram', label: 'Thram (plot) number' },
    { kind: 'text', name: 'license', label: 'Electrician’s licence number', optional: true },
    { kind: 'clearance-reference' },
    { kind: 'file', name: 'electrification_certificate', label: 'Electrician’s certificate of the wiring' },
    { kind: 'checkbox', name: 'internal_wiring', label: 'The internal wiring is complete.' },
    { kind: 'checkbox', name: 'earthing', label: 'The earthing is complete.' },
    TERMS,
    TERMS2,
  ],
}
