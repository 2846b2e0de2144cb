import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { TextField } from '@/components/form/text-field'

export function ContractAccountField() {
  return (
    <TextField
      name="contract_account"
      label={KIT.contractAccount}
      hint={KIT.contractAccountHint}
      inputMode="numeric"
    />
  )
}
