import { TextField } from '@/components/form/text-field'

export function ContractAccountField() {
  return (
    <TextField
      name="contract_account"
      label="Contract account number"
      hint="The 8 or 9 digit consumer number on your electricity bill."
      inputMode="numeric"
      maxLength={9}
    />
  )
}
