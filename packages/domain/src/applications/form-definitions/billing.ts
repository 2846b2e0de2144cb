import { APPLICANT_TYPES } from '../forms'
import { TERMS, type FormDefinition, documentField } from './form-definition'

export const interimBillingForm: FormDefinition = {
  heading: 'Interim billing',
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
    documentField('/change-customer-information', 'cid_copy', isOwner),
    documentField('/change-customer-information', 'ownership_change_copy', isOwner),
    TERMS,
  ],
}

export const accountClosureForm: FormDefinition = {
  heading: 'Energy meter surrender and closure of account',
  fields: [
    { kind: 'division' },
    { kind: 'category', list: 'ruralUrban' },
    { kind: 'contract-account' },
    { kind: 'text', name: 'reason', label: 'Reason', multiline: true },
    documentField('/account-closure-security-refund', 'receipt'),
    TERMS,
  ],
}
