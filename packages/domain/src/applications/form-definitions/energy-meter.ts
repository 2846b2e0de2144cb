import { APPLICATION_MESSAGES as M } from '../../messages'
import { TERMS, type FieldDefinition, type FormDefinition } from './form-definition'

const meterFields: FieldDefinition[] = [
  { kind: 'division' },
  { kind: 'category', list: 'ruralUrban' },
  { kind: 'contract-account' },
  { kind: 'text', name: 'location', label: 'Location of the meter' },
  { kind: 'text', name: 'reason', label: 'Reason', multiline: true },
]
const siteReady: FieldDefinition = {
  kind: 'checkbox',
  name: 'site_ready_checbox',
  label: 'The site is ready for the work.',
}

export const meterUpgradeForm: FormDefinition = {
  heading: 'Upgradation of energy meter',
  fields: [
    ...meterFields,
    { kind: 'number', name: 'energy_meter_capacity', label: 'Capacity required', unit: 'kW' },
    siteReady,
    TERMS,
  ],
}

export const meterRelocationForm: FormDefinition = {
  heading: 'Relocation/Shifting of energy meter',
  fields: [...meterFields, siteReady, TERMS],
}

export const additionalMeterForm: FormDefinition = {
  heading: 'Additional energy meters',
  fields: [
    ...meterFields,
    { kind: 'number', name: 'additional_meters', label: 'Number of additional meters' },
    { kind: 'number', name: 'energy_meter_capacity', label: 'Power Required', unit: 'kW' },
    siteReady,
    TERMS,
  ],
  serverMessageSuffix: { energy_meter_capacity: M.additionalMeterSuffix },
}

export const meterReplacementForm: FormDefinition = {
  heading: 'Testing and replacement of energy meter',
  fields: [...meterFields, TERMS],
}
