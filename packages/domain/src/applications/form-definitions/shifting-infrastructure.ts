import { TERMS, type FormDefinition, documentField } from './form-definition'

export const shiftingInfrastructureForm: FormDefinition = {
  heading: 'Shifting of electrical infrastructure',
  fields: [
    { kind: 'division' },
    { kind: 'category', list: 'ruralUrban' },
    { kind: 'text', name: 'location', label: 'Location' },
    {
      kind: 'text',
      name: 'infrastructure',
      label: 'What should be shifted',
      hint: 'For example: one LV pole and its line.',
    },
    { kind: 'text', name: 'thram', label: 'Thram (plot) number', optional: true },
    { kind: 'text', name: 'license', label: 'Licence number', optional: true },
    { kind: 'text', name: 'approval', label: 'Approval number', optional: true },
    {
      kind: 'yes-no',
      name: 'yes_no',
      label: 'Is the shifting within your own premises?',
      staffLabel: 'Is the shifting within the customer’s own premises?',
    },
    documentField('/shifting-electricity-infra', 'right_of_way', (values) => values.yes_no === 'No'),
    TERMS,
  ],
}
