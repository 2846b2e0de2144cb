import { ACCOUNT_TEXTS as A } from '@portal/domain/i18n/kit-texts'
import { TextField } from '@/components/form/text-field'
import { LanguageField } from './language-field'

interface ContactFieldsProps {
  withCid: boolean
  withFixedLine: boolean
  /** The CID and mobile came from the wallet, which vouches for them: shown, not editable. */
  identityLocked?: boolean
}

/** Name and the ways to reach the customer; the CID and fixed line only where editable. */
export function ContactFields({ withCid, withFixedLine, identityLocked = false }: ContactFieldsProps) {
  return (
    <>
      {withCid && (
        <TextField
          name="cid"
          label={A.cid}
          hint={A.cidHint}
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          readOnly={identityLocked}
        />
      )}
      <TextField name="name" label={A.fullName} autoComplete="name" maxLength={100} />
      <TextField
        name="mobile"
        label={A.mobile}
        hint={A.mobileHint}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={8}
        readOnly={identityLocked}
      />
      <TextField
        name="email"
        label={A.email}
        hint={A.emailHint}
        type="email"
        autoComplete="email"
        maxLength={254}
      />
      <LanguageField />
      {withFixedLine && (
        <TextField name="fixed_line" label={A.fixedLine} type="tel" autoComplete="tel" maxLength={20} />
      )}
    </>
  )
}
