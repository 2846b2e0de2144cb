import { CONNECTION_OWNERSHIP, SUPPLY_TYPES } from '../forms'
import { TERMS, type FieldDefinition, type FormDefinition } from './form-definition'

const connectionFields: FieldDefinition[] = [
  { kind: 'division' },
  { kind: 'category', list: 'ruralUrban' },
  { kind: 'contract-account' },
  { kind: 'text', name: 'location', label: 'Location of the supply' },
  { kind: 'choice', name: 'ownership', label: 'You are the', options: CONNECTION_OWNERSHIP },
  { kind: 'choice', name: 'supply_type', label: 'Type of connection', options: SUPPLY_TYPES },
  { kind: 'text', name: 'reason', label: 'Reason', multiline: true },
  TERMS,
]

export const disconnectionForm: FormDefinition = {
  heading: 'Temporary disconnection of supply',
  fields: connectionFields,
}

export const reconnectionForm: FormDefinition = {
  heading: 'Reconnection of power supply',
  fields: connectionFields,
}
