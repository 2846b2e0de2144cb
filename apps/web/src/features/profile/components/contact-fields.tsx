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
          label="CID number"
          hint="Your 11-digit citizenship ID."
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          readOnly={identityLocked}
        />
      )}
      <TextField name="name" label="Full name" autoComplete="name" maxLength={100} />
      <TextField
        name="mobile"
        label="Mobile number"
        hint="8 digits. You sign in with it."
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={8}
        readOnly={identityLocked}
      />
      <TextField
        name="email"
        label="Email (optional)"
        hint="We send news of your applications here too."
        type="email"
        autoComplete="email"
        maxLength={254}
      />
      <LanguageField />
      {withFixedLine && (
        <TextField
          name="fixed_line"
          label="Fixed line (optional)"
          type="tel"
          autoComplete="tel"
          maxLength={20}
        />
      )}
    </>
  )
}
