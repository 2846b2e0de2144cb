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

export interface AttributeNames {
  /** Every field's attribute name, for reading a result. */
  names: Record<WalletField, string>
  /** The fields a proof request asks for. */
  requested: WalletField[]
}

export function attributeNames(config: Pick<TConfig, 'NDI_ATTRIBUTES'>): AttributeNames {
  const configured = config.NDI_ATTRIBUTES as Partial<Record<WalletField, string>>
  const requested = new Set<WalletField>(REQUESTED_BY_DEFAULT)
  for (const field of Object.keys(configured)) if (field in DEFAULT_NAMES) requested.add(field as WalletField)
  return { names: { ...DEFAULT_NAMES, ...configured }, requested: [...requested] }
}
