import type { TWalletData } from '@portal/domain/wallet'
import type { TConfig } from '../config'

export type WalletField = keyof TWalletData

/** The provider's names for the wallet fields (Bhutan NDI's foundational ID and mobile schemas). */
const DEFAULT_NAMES: Record<WalletField, string> = {
  cid_no: 'ID Number',
  full_name: 'Full Name',
  mobile_no: 'Mobile Number',
  email_address: 'Email',
  village: 'Village',
  gewog: 'Gewog',
  dzongkhag: 'Dzongkhag',
}

/** What a proof request asks for unless NDI_ATTRIBUTES names more. */
const REQUESTED_BY_DEFAULT: WalletField[] = ['cid_no', 'full_name', 'mobile_no']

/** The simulator's credentials name these schemas, as NDI's name the configured ones. */
export const SIMULATOR_SCHEMAS = {
  foundationalId: 'simulator:foundational-id',
  mobile: 'simulator:mobile-number',
} as const

/** The issuer the simulator's credentials name, and the only one it believes. */
export const SIMULATOR_ISSUER = 'did:simulator:issuer'

export interface AttributeNames {
  /** Every field's attribute name, for reading a result. */
  names: Record<WalletField, string>
  /** The fields a proof request asks for. */
  requested: WalletField[]
  /** The schema whose credential must carry each field: a result from any other is refused. */
  schemaOf: (field: WalletField) => string
  /** The issuers whose credentials are believed; none listed believes any (development only). */
  issuers: string[]
}

export function attributeNames(
  config: Pick<
    TConfig,
    | 'NDI_ATTRIBUTES'
    | 'WALLET_PROVIDER'
    | 'NDI_FOUNDATIONAL_ID_SCHEMA'
    | 'NDI_MOBILE_SCHEMA'
    | 'NDI_ISSUER_DIDS'
  >,
): AttributeNames {
  const configured = config.NDI_ATTRIBUTES as Partial<Record<WalletField, string>>
  const requested = new Set<WalletField>(REQUESTED_BY_DEFAULT)
  for (const field of Object.keys(configured)) if (field in DEFAULT_NAMES) requested.add(field as WalletField)
  const schemas =
    config.WALLET_PROVIDER === 'simulator'
      ? SIMULATOR_SCHEMAS
      : { foundationalId: config.NDI_FOUNDATIONAL_ID_SCHEMA ?? '', mobile: config.NDI_MOBILE_SCHEMA ?? '' }
  return {
    names: { ...DEFAULT_NAMES, ...configured },
    requested: [...requested],
    schemaOf: (field) => (field === 'mobile_no' ? schemas.mobile : schemas.foundationalId),
    issuers: config.WALLET_PROVIDER === 'simulator' ? [SIMULATOR_ISSUER] : config.NDI_ISSUER_DIDS,
  }
}
