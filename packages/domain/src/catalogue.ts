/**
 * The request-type catalogue (spec §3, resolved by DESIGN.md §2): ten application
 * types behind fifteen pages. Release has its own resource, not Site Clearance's.
 */

export const SERVICE_TYPES = {
  interimBilling: { service: 'Interim Billing', resource: 'interim-billings' },
  informationChange: { service: 'Information Change', resource: 'information-changes' },
  powerClearance: { service: 'Power Clearance', resource: 'power-clearances' },
  energyMeter: { service: 'Energy Meter', resource: 'energy-meters' },
  siteClearance: { service: 'Site Clearance', resource: 'site-clearances' },
  release: { service: 'Release', resource: 'releases' },
  connection: { service: 'Connection', resource: 'connections' },
  sanction: { service: 'Sanction of Power', resource: 'sanctions' },
  shifting: { service: 'Shifting of Electrical Infrastructure', resource: 'shiftings' },
  accountClosure: { service: 'Account Closure', resource: 'account-closures' },
} as const

export type TServiceTypeKey = keyof typeof SERVICE_TYPES

export interface TRequestPage {
  title: string
  summary: string
  path: string
  type: TServiceTypeKey
}

/** The fifteen landing cards, in the specification's order. */
export const REQUEST_PAGES = [
  {
    title: 'Power clearance',
    summary: 'Clearance to build with a planned electricity load.',
    path: '/power-clearance',
    type: 'powerClearance',
  },
  {
    title: 'Construction clearance',
    summary: 'Clearance to build near the utility’s lines.',
    path: '/construction-clearance',
    type: 'siteClearance',
  },
  {
    title: 'Sanction of power',
    summary: 'Sanction of a medium or high voltage load.',
    path: '/sanction-power',
    type: 'sanction',
  },
  {
    title: 'Shifting of electrical infrastructure',
    summary: 'Move poles, lines or transformers.',
    path: '/shifting-electricity-infra',
    type: 'shifting',
  },
  {
    title: 'Temporary power supply',
    summary: 'Supply for construction or an event.',
    path: '/release-temporary-power-supply',
    type: 'release',
  },
  {
    title: 'Permanent power supply',
    summary: 'A new permanent connection.',
    path: '/release-permanent-power-supply',
    type: 'release',
  },
  {
    title: 'Upgradation of energy meter',
    summary: 'A meter of higher capacity.',
    path: '/energy-meter-upgradation',
    type: 'energyMeter',
  },
  {
    title: 'Relocation/Shifting of energy meter',
    summary: 'Move your meter to another place.',
    path: '/energy-meter-relocation',
    type: 'energyMeter',
  },
  {
    title: 'Additional energy meters',
    summary: 'More meters on the same premises.',
    path: '/additional-energy-meter-installation',
    type: 'energyMeter',
  },
  {
    title: 'Testing and replacement of energy meter',
    summary: 'A meter that seems faulty.',
    path: '/testing-replacement-meter',
    type: 'energyMeter',
  },
  {
    title: 'Interim billing',
    summary: 'A bill before the next meter reading.',
    path: '/interim-billing',
    type: 'interimBilling',
  },
  {
    title: 'Change of billing information',
    summary: 'Owner, name or contact on your account.',
    path: '/change-customer-information',
    type: 'informationChange',
  },
  {
    title: 'Energy meter surrender and closure of account',
    summary: 'Close an account and claim the security deposit.',
    path: '/account-closure-security-refund',
    type: 'accountClosure',
  },
  {
    title: 'Temporary disconnection of supply',
    summary: 'Switch off supply for a while.',
    path: '/temporary-disconnection-of-supply',
    type: 'connection',
  },
  {
    title: 'Reconnection of power supply',
    summary: 'Restore a disconnected supply.',
    path: '/reconnection-power-supply',
    type: 'connection',
  },
] as const satisfies readonly TRequestPage[]

/** The fifteen pages' routes. */
export type TRequestPath = (typeof REQUEST_PAGES)[number]['path']
