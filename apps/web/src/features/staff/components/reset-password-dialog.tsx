import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Button, Modal } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import {
  ZStaffPasswordResetSchema,
  type TStaffPasswordReset,
  type TStaffPasswordResetInput,
} from '@portal/domain/staff/credentials'
import { FailureAlert, useServerFailure } from '@/components/form/server-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { useResetStaffPassword } from '../api/staff-account'
import { AdminProofFields } from './proof-fields'

/**
 * An admin sets a member's password, e.g. when they forgot it, with their own password (and
 * code): the member's sessions end, and they replace it.
 */
export function ResetPasswordButton({
  id,
  username,
  withCode,
}: {
  id: number
  username: string
  /** The admin has an authenticator app: its code is asked too. */
  withCode: boolean
}) {
  const [open, setOpen] = useState(false)
  const form = useForm<TStaffPasswordResetInput, unknown, TStaffPasswordReset>({
    resolver: zodResolver(ZStaffPasswordResetSchema),
    defaultValues: { new_password: '', current_password: '', totp: '' },
  })
  const reset = useResetStaffPassword()
  const { failure, report, dismiss } = useServerFailure(form)
  const close = () => {
    setOpen(false)
    form.reset()
    dismiss()
  }
  return (
    <>
      <Button size="sm" variant="outline-secondary" onClick={() => setOpen(true)}>
        Set password<span className="visually-hidden"> of {username}</span>
      </Button>
      <Modal show={open} onHide={close} aria-labelledby={`reset-password-${id}`}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id={`reset-password-${id}`}>
            Set the password of {username}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            Their sessions end at once; tell them the new password in person. They choose their own when they
            next sign in.
          </p>
          <FormProvider {...form}>
            <form
              noValidate
              aria-label={`Set the password of ${username}`}
              onSubmit={form.handleSubmit((body) =>
                reset.mutate({ id, ...body }, { onSuccess: close, onError: (error) => report(error) }),
              )}
            >
              <FailureAlert failure={failure} />
              <TextField
                name="new_password"
                label="New password"
                type="password"
                autoComplete="new-password"
                hint="At least 12 characters; not a common password."
              />
              <AdminProofFields withCode={withCode} idPrefix={`reset-password-${id}`} />
              <SubmitButton busy={reset.isPending}>Set password</SubmitButton>
            </form>
          </FormProvider>
        </Modal.Body>
      </Modal>
    </>
  )
}
