import { APPLICANT_TYPES } from '@portal/domain/applications/forms'
import { TERMS, type FormDefinition } from './form-definition'

export const interimBillingForm: FormDefinition = {
  heading: 'Interim billing',
  intro: 'A bill before the next meter reading, for example when you move out.',
  fields: [
    { kind: 'division' },
    { kind: 'category', list: 'ruralUrban' },
    { kind: 'contract-account' },
    { kind: 'text', name: 'reason', label: 'Reason', multiline: true },
    TERMS,
  ],
}

const isOwner = (values: Record<string, unknown>) => values.applicant_type === 'Owner'

export const informationChangeForm: FormDefinition = {
  heading: 'Change of billing information',
  intro: 'A new owner, or new contact details, on an electricity account.',
  fields: [
    { kind: 'choice', name: 'applicant_type', label: 'You are the', options: APPLICANT_TYPES },
    { kind: 'division' },
    { kind: 'category', list: 'ruralUrban' },
    { kind: 'contract-account' },
    { kind: 'text', name: 'information', label: 'What should change', multiline: true },
    { kind: 'text', name: 'email', label: 'Email for the account', optional: true },
    { kind: 'text', name: 'flat', label: 'Flat or house number', optional: true },
    { kind: 'text', name: 'name', label: 'New owner’s full name', showWhen: isOwner },
    { kind: 'text', name: 'cid', label: 'New owner’s CID number', showWhen: isOwner },
    { kind: 'text', name: 'mobile', label: 'New owner’s mobile number', showWhen: isOwner },
    { kind: 'text', name: 'thram', label: 'Thram (plot) number', showWhen: isOwner },
    {
      kind: 'text',
      name: 'reason',
      label: 'Reason for the change of owner',
      multiline: true,
      showWhen: isOwner,
    },
    {
      kind: 'file',
      name: 'cid_copy',
      label: 'Copy of the new owner’s citizenship ID card',
      showWhen: isOwner,
    },
    {
      kind: 'file',
      name: 'ownership_change_copy',
      label: 'Proof of the change of ownership',
      showWhen: isOwner,
    },
    TERMS,
  ],
}

export const accountClosureForm: FormDefinition = {
  heading: 'Energy meter surrender and closure of account',
  intro: 'Close an account and claim back the security deposit.',
  fields: [
    { kind: 'division' },
    { kind: 'category', list: 'ruralUrban' },
    { kind: 'contract-account' },
    { kind: 'text', name: 'reason', label: 'Reason', multiline: true },
    { kind: 'file', name: 'receipt', label: 'Security deposit receipt' },
    TERMS,
  ],
}
