import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { TERMS, type FormDefinition } from './form-definition'

export const sanctionPowerForm: FormDefinition = {
  heading: 'Sanction of power',
  intro: 'Sanction of a medium or high voltage load.',
  fields: [
    { kind: 'division' },
    { kind: 'category', list: 'mediumHigh' },
    { kind: 'text', name: 'location', label: 'Location' },
    { kind: 'text', name: 'reason', label: 'Purpose', multiline: true },
    { kind: 'text', name: 'license', label: 'Trade or industry licence number' },
    { kind: 'number', name: 'power_required', label: 'Power required', unit: 'kW', hint: M.hydroPowerHint },
    { kind: 'clearance-reference' },
    { kind: 'file', name: 'license_copy', label: 'Copy of the licence' },
    { kind: 'file', name: 'load_details_copy', label: 'Load details', optional: true },
    { kind: 'file', name: 'equipment_specs', label: 'Equipment specifications', optional: true },
    TERMS,
  ],
}
