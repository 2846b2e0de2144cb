import { TEMPORARY_REASONS } from '../forms'
import { TERMS, TERMS2, type FormDefinition, documentField } from './form-definition'

export const temporaryPowerSupplyForm: FormDefinition = {
  heading: 'Temporary power supply',
  fields: [
    { kind: 'division' },
    { kind: 'category', list: 'siteDistance' },
    { kind: 'text', name: 'location', label: 'Location' },
    { kind: 'choice', name: 'reason', label: 'Purpose', options: TEMPORARY_REASONS },
    { kind: 'text', name: 'thram', label: 'Thram (plot) number' },
    { kind: 'text', name: 'license', label: 'Licence number', optional: true },
    { kind: 'clearance-reference' },
    documentField('/release-temporary-power-supply', 'cid_copy'),
    documentField('/release-temporary-power-supply', 'approval_copy'),
    { kind: 'checkbox', name: 'site_ready', label: 'The site is ready for the connection.' },
    TERMS,
    TERMS2,
  ],
}
