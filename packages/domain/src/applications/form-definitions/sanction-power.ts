import { APPLICATION_MESSAGES as M } from '../../messages'
import { TERMS, type FormDefinition, documentField } from './form-definition'

export const sanctionPowerForm: FormDefinition = {
  heading: 'Sanction of power',
  fields: [
    { kind: 'division' },
    { kind: 'category', list: 'mediumHigh' },
    { kind: 'text', name: 'location', label: 'Location' },
    { kind: 'text', name: 'reason', label: 'Purpose', multiline: true },
    { kind: 'text', name: 'license', label: 'Trade or industry licence number' },
    { kind: 'number', name: 'power_required', label: 'Power required', unit: 'kW', hint: M.hydroPowerHint },
    { kind: 'clearance-reference' },
    documentField('/sanction-power', 'license_copy'),
    documentField('/sanction-power', 'load_details_copy'),
    documentField('/sanction-power', 'equipment_specs'),
    TERMS,
  ],
}
