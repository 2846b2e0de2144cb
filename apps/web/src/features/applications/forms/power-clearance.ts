import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { TERMS, type FormDefinition } from './form-definition'

export const powerClearanceForm: FormDefinition = {
  heading: 'Power clearance',
  intro: 'Clearance from the utility before you build, for the load the building will need.',
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
    { kind: 'file', name: 'cid_copy', label: 'Copy of your citizenship ID card' },
    {
      kind: 'file',
      name: 'letter_of_clearance',
      label: 'Clearance letter from the Dzongkhag, Dungkhag or Gewog',
    },
    TERMS,
  ],
}
