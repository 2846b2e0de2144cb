import { TERMS, type FormDefinition } from './form-definition'

export const constructionClearanceForm: FormDefinition = {
  heading: 'Construction clearance',
  intro: 'Clearance to build near the utility’s lines.',
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
    { kind: 'file', name: 'license_copy', label: 'Copy of the licence', optional: true },
    { kind: 'file', name: 'work_order_copy', label: 'Copy of the work order', optional: true },
    TERMS,
  ],
}
