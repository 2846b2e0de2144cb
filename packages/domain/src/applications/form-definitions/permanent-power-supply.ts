import { TERMS, TERMS2, type FormDefinition, documentField } from './form-definition'

export const permanentPowerSupplyForm: FormDefinition = {
  heading: 'Permanent power supply',
  fields: [
    { kind: 'division' },
    { kind: 'category', list: 'voltageClass' },
    { kind: 'text', name: 'location', label: 'Location' },
    { kind: 'text', name: 'thram', label: 'Thram (plot) number' },
    { kind: 'text', name: 'license', label: 'Electrician’s licence number', optional: true },
    { kind: 'clearance-reference' },
    documentField('/release-permanent-power-supply', 'electrification_certificate'),
    { kind: 'checkbox', name: 'internal_wiring', label: 'The internal wiring is complete.' },
    { kind: 'checkbox', name: 'earthing', label: 'The earthing is complete.' },
    TERMS,
    TERMS2,
  ],
}
