import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Alert, Button } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { z } from 'zod'
import { ZStaffProofSchema, type TStaffProof } from '@portal/domain/staff/credentials'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { describeFailure } from '@/lib/api-client'
import { useT } from '@/lib/i18n'

/** The authenticator app's code now, asked beside the password once an app is set up. */
export function TotpCodeField({ name = 'totp', id }: { name?: string; id?: string }) {
  const { t } = useT()
  return (
    <TextField
      name={name}
      id={id}
      label={t('staffAccount.totpCode')}
      hint={t('staffAccount.totpCodeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
    />
  )
}

/**
 * The acting admin's own password and, with an app set up, its code: asked in each dialog that
 * creates an account or changes another's password, role or state, which a stolen admin
 * session must not do (issue 32). The admin pages are in English only.
 */
// `idPrefix`: the admin page has several forms that ask for them.
export function AdminProofFields({ withCode, idPrefix }: { withCode: boolean; idPrefix: string }) {
  return (
    <>
      <TextField
        id={`${idPrefix}-current-password`}
        name="current_password"
        label="Your password"
        type="password"
        autoComplete="current-password"
      />
      {withCode && <TotpCodeField id={`${idPrefix}-totp`} />}
    </>
  )
}

const ZProofFormSchema = z.object({ proof: ZStaffProofSchema })

/**
 * The current password and, with an app set up, its code: asked before an authenticator app
 * is set up, replaced or turned off, which a stolen session must not do (issue 32).
 */
export function ProofForm({
  withCode,
  submitLabel,
  passwordLabel,
  busy,
  onProof,
  onCancel,
}: {
  withCode: boolean
  submitLabel: string
  /** What the password is called: 'Current password' unless the change is of another's account. */
  passwordLabel?: string
  busy: boolean
  /** Sends the proof; a refusal comes back beside its field. */
  onProof(proof: TStaffProof, refused: (error: unknown) => void): void
  onCancel(): void
}) {
  const { t } = useT()
  // Under `proof.`: the password card beside it has fields of the same names, and ids must differ.
  const form = useForm<z.input<typeof ZProofFormSchema>, unknown, z.output<typeof ZProofFormSchema>>({
    resolver: zodResolver(ZProofFormSchema),
    defaultValues: { proof: { current_password: '', totp: '' } },
  })
  const [detail, setDetail] = useState<string>()
  const refused = (error: unknown) => {
    const failure = describeFailure(error)
    const fields = failure.kind === 'response' ? Object.entries(failure.errors) : []
    for (const [field, messages] of fields)
      form.setError(`proof.${field as keyof TStaffProof}`, { message: messages[0] })
    setDetail(fields.length ? undefined : failure.detail)
  }
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('staffAccount.proveForm')}
        onSubmit={form.handleSubmit(({ proof }) => onProof(proof, refused))}
      >
        <p>{withCode ? t('staffAccount.proveWithCode') : t('staffAccount.proveWithPassword')}</p>
        {detail && (
          <Alert variant="danger" role="alert">
            {detail}
          </Alert>
        )}
        <TextField
          name="proof.current_password"
          label={passwordLabel ?? t('staffAccount.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        {withCode && <TotpCodeField name="proof.totp" />}
        <div className="d-flex gap-2">
          <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
          <Button variant="link" onClick={onCancel}>
            {t('staffAccount.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
