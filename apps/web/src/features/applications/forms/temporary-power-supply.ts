import { TEMPORARY_REASONS } from '@portal/domain/applications/forms'
import { TERMS, TERMS2, type FormDefinition } from './form-definition'

export const temporaryPowerSupplyForm: FormDefinition = {
  heading: 'Temporary power supply',
  intro: 'Supply for construction or an event.',
  fields: [
    { kind: 'division' },
    { kind: 'category', list: 'siteDistance' },
    { kind: 'text', name: 'location', label: 'Location' },
    { kind: 'choice', name: 'reason', label: 'Purpose', options: TEMPORARY_REASONS },
    { kind: 'text', name: 'thram', label: 'Thram (plot) number' },
    { kind: 'text', name: 'license', label: 'Licence number', optional: true },
    { kind: 'clearance-reference' },
    { kind: 'file', name: 'cid_copy', label: 'Copy of the owner’s citizenship ID card' },
    { kind: 'file', name: 'approval_copy', label: 'Copy of the building approval' },
    { kind: 'checkbox', name: 'site_ready', label: 'The site is ready for the connection.' },
    TERMS,
    TERMS2,
  ],
}
