import type { TWalletData } from '@portal/domain/wallet'
import type { ColumnType, Generated } from 'kysely'
import type { TApplicationStatus } from '@portal/domain/status'
import type { TStaffAccountChangeKind, TStaffRole } from '@portal/domain/staff/accounts'
import type { TActionNeeded, TFieldChange, THistoryKind } from '@portal/domain/lifecycle'
import type { TLanguage } from '@portal/domain/i18n/languages'

/** Kysely's view of the tables that the migrations create. */
export interface Database {
  dzongkhags: DzongkhagTable
  gewogs: GewogTable
  divisions: DivisionTable
  customers: CustomerTable
  customer_tokens: CustomerTokenTable
  rate_limits: RateLimitTable
  code_challenges: CodeChallengeTable
  proofs_of_work_used: ProofOfWorkUsedTable
  customer_allowances: CustomerAllowanceTable
  dev_messages: DevMessageTable
  applications: ApplicationTable
  attachments: AttachmentTable
  status_history: StatusHistoryTable
  staff: StaffTable
  staff_divisions: StaffDivisionTable
  staff_tokens: StaffTokenTable
  staff_account_changes: StaffAccountChangeTable
  outbox: OutboxTable
  sms_parts: SmsPartTable
  customer_messages: CustomerMessageTable
  wallet_threads: WalletThreadTable
  portal_settings: PortalSettingTable
  service_targets: ServiceTargetTable
  public_holidays: PublicHolidayTable
  sms_blocks: SmsBlockTable
  translation_reviews: TranslationReviewTable
}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>

export interface DzongkhagTable {
  id: Generated<number>
  name: string
  /** In Dzongkha script; null where no cited source gives it. */
  name_dz: string | null
  name_alternatives: string[]
}

export interface GewogTable {
  id: Generated<number>
  dzongkhag_id: number
  name: string
  name_alternatives: string[]
}

export interface DivisionTable {
  id: Generated<number>
  name: string
  /** In Dzongkha script, as an admin sets it; null until one does (decision 059). */
  name_dz: ColumnType<string | null, string | null | undefined, string | null>
  dzongkhags_served: ColumnType<string[], string[] | undefined, string[]>
  active: Generated<boolean>
}

export interface CustomerTable {
  cid: string
  mobile: string
  name: string
  email: string
  fixed_line: string
  current_address: string
  current_dzongkhag_id: number
  village: string
  gewog_id: number
  dzongkhag_id: number
  /** The national wallet proved this CID and mobile. */
  wallet_verified: Generated<boolean>
  /** The language of what the portal sends them (DESIGN.md §7). */
  language: Generated<TLanguage>
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface CustomerTokenTable {
  token_hash: string
  customer_cid: string
  created_at: CreatedAt
  expires_at: ColumnType<Date, Date | string, never>
  revoked_at: ColumnType<Date | null, never, Date | string>
  /** Written by a use at most once an hour: 30 days without one end the token. */
  last_used_at: ColumnType<Date, Date | undefined, Date>
  /** Issued by a wallet sign-in, which proved the CID. */
  through_wallet: ColumnType<boolean, boolean | undefined, never>
}

/** One limit's counter for its current window (services/limits/rate-limits.ts). */
export interface RateLimitTable {
  key: string
  used: number
  window_ends: Date
}

export type { TApplicationStatus }

export interface ApplicationTable {
  id: Generated<number>
  customer_cid: string
  service: string
  resource: string
  request_type: string | null
  division_id: number
  status: ColumnType<TApplicationStatus, TApplicationStatus | undefined, TApplicationStatus>
  details: ColumnType<Record<string, unknown>, string, string>
  created_at: CreatedAt
  decided_at: ColumnType<Date | null, never, Date | string>
  decided_by: ColumnType<number | null, never, number>
  remarks: ColumnType<string, never, string>
  verify_code: ColumnType<string | null, never, string>
  /** While Returned: what the officer asked to be changed. */
  action_needed: ColumnType<TActionNeeded | null, never, string | null>
  /** The officer working it. */
  assignee_id: ColumnType<number | null, never, number | null>
  /** The day a decision is expected (yyyy-mm-dd). */
  /** The receipt's public check (/verify/{code}), like verify_code for letters. */
  receipt_code: ColumnType<string | null, string | null | undefined, string>
  due_on: ColumnType<string | null, string | null, string>
  /** The client's Idempotency-Key of the filing, if it sent one. */
  idempotency_key: ColumnType<string | null, string | null, never>
}

export interface ServiceTargetTable {
  service_key: string
  working_days: number
}

/** Days read as yyyy-mm-dd text (db/database.ts). */
export interface PublicHolidayTable {
  day: string
  name: string
}

export interface AttachmentTable {
  id: Generated<number>
  application_id: number
  field: string
  original_name: string
  kind: string
  content_type: string
  size: number
  sha256: string
  created_at: CreatedAt
}

export interface StatusHistoryTable {
  id: Generated<number>
  application_id: number
  at: CreatedAt
  from_status: TApplicationStatus | null
  to_status: TApplicationStatus
  actor: string
  remarks: string
  /** A return's fields to change. */
  asked_fields: ColumnType<string[] | null, string | null | undefined, never>
  /** A resubmission's changes. */
  changes: ColumnType<TFieldChange[] | null, string | null | undefined, never>
  kind: ColumnType<THistoryKind, THistoryKind | undefined, never>
  /** Never shown to the customer: assignments, internal notes. */
  internal: ColumnType<boolean, boolean | undefined, never>
}

export type { TStaffRole }

export interface StaffTable {
  id: Generated<number>
  username: string
  name: string
  password_hash: string
  role: TStaffRole
  active: Generated<boolean>
  created_at: CreatedAt
  /** The confirmed authenticator app's secret (base32), and one being enrolled: sealed (services/secrets/secret-box.ts). */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>
  password_changed_at: ColumnType<Date, Date | undefined, Date>
  /** A password someone else chose: changed before anything else. */
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>
  /** The time step of the last authenticator code taken: each code is taken once. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>
}

/** What changed a member's credentials, and which admin did (null: the member). */
export interface StaffAccountChangeTable {
  id: Generated<number>
  staff_id: number
  kind: TStaffAccountChangeKind
  by_staff_id: ColumnType<number | null, number | null | undefined, never>
  at: CreatedAt
}

export interface StaffDivisionTable {
  staff_id: number
  division_id: number
}

export interface StaffTokenTable {
  token_hash: string
  staff_id: number
  created_at: CreatedAt
  expires_at: ColumnType<Date, Date | string, never>
  revoked_at: ColumnType<Date | null, never, Date | string>
  last_used_at: ColumnType<Date, Date | undefined, Date>
}

/** The customer's copy of what was sent them: the message centre. */
export interface CustomerMessageTable {
  id: Generated<number>
  customer_cid: string
  application_id: ColumnType<number | null, number | null | undefined, never>
  channel: 'sms' | 'email'
  subject: Generated<string>
  body: string
  read_at: ColumnType<Date | null, never, Date>
  created_at: CreatedAt
  /** The message that carried it, whose delivery the centre shows; null for copies older than that. */
  outbox_id: ColumnType<number | null, number | null | undefined, never>
}

export interface OutboxTable {
  id: Generated<number>
  /** Null for messages of no application: sign-in codes, account notices. */
  application_id: ColumnType<number | null, number | null | undefined, never>
  channel: 'sms' | 'email'
  recipient: string
  subject: Generated<string>
  body: string
  attempts: Generated<number>
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>
  sent_at: ColumnType<Date | null, never, Date | string | null>
  last_error: string | null
  /** Blanked once sent: a sign-in code. */
  sensitive: Generated<boolean>
  created_at: CreatedAt
  /** From the SMSC's delivery receipts: unknown until every part is delivered or one is not. */
  delivery: ColumnType<TDelivery | null, never, TDelivery | null>
  /** While an SMSC's receipt is awaited: when the scan sends it again, or reports it (migration 025). */
  receipt_due_at: ColumnType<Date | null, never, Date | string | null>
  /** When it was put back to be sent a second time, its receipt not come. */
  resent_at: ColumnType<Date | null, never, Date | string | null>
  /** A code's challenge (its id's hash): codes go before notifications (migration 027). */
  code_challenge: ColumnType<string | null, string | null | undefined, never>
  /** The network that asked for a code: codes take turns by it. */
  network: ColumnType<string | null, string | null | undefined, never>
  /** When a code expires: one that could no longer arrive in time is not sent. */
  expires_at: ColumnType<Date | null, Date | null | undefined, never>
}

export type TDelivery = 'delivered' | 'not_delivered'

/** An SMS part the SMSC accepted, by its message id, and what its delivery receipt said. */
export interface SmsPartTable {
  smsc_message_id: string
  /** Null while only the receipt is known: it came before the sender wrote the part down. */
  outbox_id: number | null
  delivery: TDelivery | null
  /** 1, or 2 for the part of a message sent again. */
  sending: ColumnType<number, number | undefined, number>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export type WalletThreadState = 'waiting' | 'verified' | 'rejected' | 'no_data'

export interface WalletThreadTable {
  id: string
  state: ColumnType<WalletThreadState, WalletThreadState | undefined, WalletThreadState>
  cid: string | null
  mobile: string | null
  /** The wallet's shared identity (TWalletData) once verified. */
  shared: ColumnType<TWalletData | null, string | null | undefined, string | null>
  created_at: CreatedAt
  settled_at: Date | null
  expires_at: ColumnType<Date, Date, Date>
  used_at: Date | null
  client_ip: ColumnType<string, string | undefined, never>
  browser_key_hash: ColumnType<string, string, never>
}

export interface PortalSettingTable {
  key: string
  value: string
}

/**
 * `mobile-change-current`: the code to the number an account is leaving; `email-change`: the
 * code to the account's mobile that a new email needs.
 */
export type TCodePurpose =
  'sign-in' | 'registration' | 'mobile-change' | 'mobile-change-current' | 'email-change'

export interface CodeChallengeTable {
  id_hash: string
  purpose: TCodePurpose
  cid: string
  mobile: string
  payload: ColumnType<Record<string, unknown>, string | undefined, never>
  code_hash: string
  attempts: Generated<number>
  created_at: CreatedAt
  expires_at: ColumnType<Date, Date | string, never>
  used_at: ColumnType<Date | null, never, Date | string>
  /** The challenge whose code this one accepts, when no new SMS went; null: its own code. */
  code_of: string | null
  /** The network that asked, counted as failing until the code comes back. */
  network: ColumnType<string, string, never>
}

/** An admin's stop on codes to a number or from a network (migration 029). */
export interface SmsBlockTable {
  id: Generated<number>
  kind: 'number' | 'network'
  target: string
  reason: string
  blocked_by: string
  blocked_at: CreatedAt
  until: ColumnType<Date, Date | string, never>
  lifted_by: ColumnType<string | null, never, string>
  lifted_at: ColumnType<Date | null, never, Date | string>
}

export interface CustomerAllowanceTable {
  id: Generated<number>
  cid: string
  filings_per_hour: number | null
  storage_quota_mb: number | null
  reason: string
  /** 'staff:<username>' */
  changed_by: string
  at: CreatedAt
}

export interface ProofOfWorkUsedTable {
  signature: string
  expires_at: ColumnType<Date, Date | string, never>
}

export interface DevMessageTable {
  id: Generated<number>
  channel: string
  recipient: string
  subject: Generated<string>
  body: string
  at: CreatedAt
}

/** A translator's review of a Dzongkha entry, made on the translator's page (migration 030). */
export interface TranslationReviewTable {
  id: string
  english: string
  text: string
  reviewed_by: string
  reviewed_on: ColumnType<string, string | undefined, string>
  reviewed_at: ColumnType<Date, Date | string | undefined, Date | string>
}
