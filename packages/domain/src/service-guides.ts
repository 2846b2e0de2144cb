import { ATTACHMENT_RULES_IN_WORDS } from './attachments'
import type { TRequestPath } from './catalogue'

/**
 * "Before you start" (issue 15): what each of the fifteen services is for, who may apply,
 * the documents to have ready and the fee, in plain words. The forms take their document
 * labels from here, so the page that lists them and the form that asks for them agree.
 */

export interface TServiceDocument {
  /** The form's file field. */
  field: string
  label: string
  /** The back office's name for it, where the customer's says "your": an officer is not that "you". */
  staffLabel?: string
  /** Absent when every application needs it; otherwise when it is asked for. */
  when?: string
  optional?: boolean
}

export interface TServiceGuide {
  purpose: string
  whoMayApply: string
  documents: readonly TServiceDocument[]
  /** What the customer pays, in words; undefined where the portal knows of no fee. */
  fee?: string
}

export const NO_FEE_KNOWN =
  'No fee is known for this service. If one applies, the utility tells you before any work is done; nothing is paid through this portal.'

export const DOCUMENT_RULES = ATTACHMENT_RULES_IN_WORDS

const ACCOUNT_HOLDER =
  'The holder of the electricity account, or someone acting for them. Have the contract account number ready: it is on the electricity bill.'

/** Asked by the clearance-reference question of the supply and sanction forms. */
export const OLD_CLEARANCE_DOCUMENT: TServiceDocument = {
  field: 'old_power_clearance',
  label: 'Copy of the old power clearance',
  when: 'only if your power clearance was not approved through this portal (otherwise you give its Application ID)',
}

const CONNECTION_CHARGES =
  'Connection charges and a security deposit, by the utility’s schedule of charges. The amount is told to you with the decision; nothing is paid through this portal.'

export const SERVICE_GUIDES: Record<TRequestPath, TServiceGuide> = {
  '/power-clearance': {
    purpose:
      'Clearance from the utility before you build, for the electricity load the building will need. You refer to an approved power clearance later, when you ask for supply.',
    whoMayApply: 'The owner of the plot, or someone the owner has authorised.',
    documents: [
      {
        field: 'cid_copy',
        label: 'Copy of your citizenship ID card',
        staffLabel: 'Copy of the customer’s citizenship ID card',
      },
      { field: 'letter_of_clearance', label: 'Clearance letter from the Dzongkhag, Dungkhag or Gewog' },
    ],
  },
  '/construction-clearance': {
    purpose:
      'Clearance to build near the utility’s lines, so that the building keeps a safe distance from them.',
    whoMayApply: 'The owner of the plot, or their contractor.',
    documents: [
      { field: 'license_copy', label: 'Copy of the licence', optional: true },
      { field: 'work_order_copy', label: 'Copy of the work order', optional: true },
    ],
  },
  '/sanction-power': {
    purpose: 'Sanction of a medium or high voltage load, for an industry or a large building.',
    whoMayApply:
      'The owner of the business or building, with a trade or industry licence and a power clearance.',
    documents: [
      OLD_CLEARANCE_DOCUMENT,
      { field: 'license_copy', label: 'Copy of the licence' },
      { field: 'load_details_copy', label: 'Load details', optional: true },
      { field: 'equipment_specs', label: 'Equipment specifications', optional: true },
    ],
    fee: CONNECTION_CHARGES,
  },
  '/shifting-electricity-infra': {
    purpose: 'Moving the utility’s poles, lines or transformers, for example to make room for a building.',
    whoMayApply: 'The owner of the land or building concerned.',
    documents: [
      {
        field: 'right_of_way',
        label: 'Right of way clearance document',
        when: 'only if the shifting is outside your own premises',
      },
    ],
  },
  '/release-temporary-power-supply': {
    purpose: 'Electricity for a while: for construction work or an event.',
    whoMayApply: 'The owner of the site, with a power clearance for it.',
    documents: [
      OLD_CLEARANCE_DOCUMENT,
      { field: 'cid_copy', label: 'Copy of the owner’s citizenship ID card' },
      { field: 'approval_copy', label: 'Copy of the building approval' },
    ],
    fee: CONNECTION_CHARGES,
  },
  '/release-permanent-power-supply': {
    purpose: 'A new permanent connection, once the building’s wiring and earthing are complete.',
    whoMayApply: 'The owner of the building, with a power clearance for it.',
    documents: [
      OLD_CLEARANCE_DOCUMENT,
      { field: 'electrification_certificate', label: 'Electrician’s certificate of the wiring' },
    ],
    fee: CONNECTION_CHARGES,
  },
  '/energy-meter-upgradation': {
    purpose: 'A meter of higher capacity, when you need more power than your meter allows.',
    whoMayApply: ACCOUNT_HOLDER,
    documents: [],
  },
  '/energy-meter-relocation': {
    purpose: 'Moving your meter to another place on the same premises.',
    whoMayApply: ACCOUNT_HOLDER,
    documents: [],
  },
  '/additional-energy-meter-installation': {
    purpose: 'More meters on the same premises, for example one for each flat.',
    whoMayApply: ACCOUNT_HOLDER,
    documents: [],
  },
  '/testing-replacement-meter': {
    purpose: 'For a meter that seems faulty: the utility tests it, and replaces it if it is.',
    whoMayApply: ACCOUNT_HOLDER,
    documents: [],
  },
  '/interim-billing': {
    purpose: 'A bill before the next meter reading, for example when you move out.',
    whoMayApply: ACCOUNT_HOLDER,
    documents: [],
  },
  '/change-customer-information': {
    purpose: 'A new owner, or new contact details, on an electricity account.',
    whoMayApply: ACCOUNT_HOLDER,
    documents: [
      {
        field: 'cid_copy',
        label: 'Copy of the new owner’s citizenship ID card',
        when: 'only if the account passes to a new owner',
      },
      {
        field: 'ownership_change_copy',
        label: 'Proof of the change of ownership',
        when: 'only if the account passes to a new owner',
      },
    ],
  },
  '/account-closure-security-refund': {
    purpose: 'Surrender the meter, close the account and claim back the security deposit.',
    whoMayApply: ACCOUNT_HOLDER,
    documents: [{ field: 'receipt', label: 'Security deposit receipt' }],
  },
  '/temporary-disconnection-of-supply': {
    purpose: 'Switch off supply for a while, for example while a house stands empty.',
    whoMayApply: ACCOUNT_HOLDER,
    documents: [],
  },
  '/reconnection-power-supply': {
    purpose: 'Restore a supply that was disconnected.',
    whoMayApply: ACCOUNT_HOLDER,
    documents: [],
  },
}

/** The guide's entry for a document of a page's form: its label, and whether it may be left out. */
export function serviceDocument(path: TRequestPath, field: string): TServiceDocument {
  const document = SERVICE_GUIDES[path].documents.find((d) => d.field === field)
  if (!document) throw new Error(`${path} lists no document ${field}`)
  return document
}
