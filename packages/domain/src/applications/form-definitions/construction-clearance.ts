import { TERMS, type FormDefinition, documentField } from './form-definition'

export const constructionClearanceForm: FormDefinition = {
  heading: 'Construction clearance',
  fields: [
    { kind: 'division' },
    { kind: 'category', list: 'siteDistance' },
    { kind: 'text', name: 'location', label: 'Location of the construction' },
    { kind: 'text', name: 'reason', label: 'Purpose of the construction', multiline: true },
    { kind: 'text', name: 'thram', label: 'Thram (plot) number' },
    {
      kind: 'number',
      name: 'required_validity',
      label: 'Validity required',
      unit: 'days',
      hint: 'From 1 to 365 days.',
    },
    { kind: 'text', name: 'license', label: 'Contractor licence number', optional: true },
    { kind: 'text', name: 'approval', label: 'Work order number', optional: true },
    documentField('/construction-clearance', 'license_copy'),
    documentField('/construction-clearance', 'work_order_copy'),
    TERMS,
  ],
}
