import { APPLICATION_MESSAGES as M } from '../../messages'
import { TERMS, type FormDefinition, documentField } from './form-definition'

export const powerClearanceForm: FormDefinition = {
  heading: 'Power clearance',
  fields: [
    { kind: 'division' },
    { kind: 'category', list: 'voltageClass' },
    { kind: 'text', name: 'location', label: 'Location of the construction' },
    { kind: 'text', name: 'reason', label: 'Purpose of the building', multiline: true },
    { kind: 'text', name: 'thram', label: 'Thram (plot) number' },
    { kind: 'number', name: 'power_required', label: 'Power required', unit: 'kW', hint: M.hydroPowerHint },
    {
      kind: 'choice',
      name: 'construction_type',
      label: 'Type of construction',
      options: ['Permanent', 'Temporary'],
    },
    documentField('/power-clearance', 'cid_copy'),
    documentField('/power-clearance', 'letter_of_clearance'),
    TERMS,
  ],
}
