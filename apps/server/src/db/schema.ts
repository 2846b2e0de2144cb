import type { ColumnType, Generated } from 'kysely'

/** Kysely's view of the tables that the migrations create. */
export interface Database {
  dzongkhags: DzongkhagTable
  gewogs: GewogTable
  divisions: DivisionTable
  customers: CustomerTable
  customer_tokens: CustomerTokenTable
  login_failures: LoginFailureTable
}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>

export interface DzongkhagTable {
  id: Generated<number>
  name: string
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
  dzongkhags_served: string[]
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
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface CustomerTokenTable {
  token_hash: string
  customer_cid: string
  created_at: CreatedAt
  expires_at: ColumnType<Date, Date | string, never>
  revoked_at: ColumnType<Date | null, never, Date | string>
}

export interface LoginFailureTable {
  id: Generated<string>
  /** 'ip:<address>' or 'cid:<cid>': failures are counted per client and per CID. */
  throttle_key: string
  failed_at: CreatedAt
}
