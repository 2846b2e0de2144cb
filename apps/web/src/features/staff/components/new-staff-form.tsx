import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef } from 'react'
import { Alert } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { ZNewStaffSchema, type TNewStaff, type TNewStaffInput } from '@portal/domain/staff/accounts'
import { STAFF_PASSWORD_MIN_LENGTH } from '@portal/domain/staff/credentials'
import { SelectField } from '@/components/form/select-field'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { describeFailure } from '@/lib/api-client'
import { useCreateStaff, type AdminDivision } from '../api/admin'
import { DivisionChecks } from './division-checks'
import { AdminProofFields } from './proof-fields'

/** A new account, made with the admin's own password (and code): a stolen session cannot make its own admin. */
export function NewStaffForm({ divisions, withCode }: { divisions: AdminDivision[]; withCode: boolean }) {
  const form = useForm<TNewStaffInput, unknown, TNewStaff>({
    resolver: zodResolver(ZNewStaffSchema),
    defaultValues: {
      username: '',
      name: '',
      password: '',
      role: 'officer',
      divisions: [],
      current_password: '',
      totp: '',
    },
  })
  const create = useCreateStaff()
  // The form is emptied for the next one: the keyboard and a screen reader hear it was made.
  const made = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (create.isSuccess) made.current?.focus()
  }, [create.isSuccess])
  const refused = (error: unknown) => {
    const failure = describeFailure(error)
    if (failure.kind !== 'response') return
    for (const [field, messages] of Object.entries(failure.errors))
      form.setError(field as keyof TNewStaffInput, { message: messages[0] })
  }
  return (
    <FormProvider {...form}>
      {create.isError && <Alert variant="warning">{describeFailure(create.error).detail}</Alert>}
      {create.isSuccess && (
        <Alert variant="success" tabIndex={-1} ref={made}>
          The account was created.
        </Alert>
      )}
      <form
        noValidate
        aria-label="New staff account"
        onSubmit={form.handleSubmit((values) =>
          create.mutate(values, { onSuccess: () => form.reset(), onError: refused }),
        )}
      >
        <TextField name="username" label="Username" autoComplete="off" maxLength={40} />
        <TextField name="name" label="Full name" maxLength={100} />
        <TextField
          name="password"
          label="Password"
          type="password"
          hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters; not a common password. A first password: they choose their own when they first sign in.`}
          autoComplete="new-password"
        />
        <SelectField
          name="role"
          label="Role"
          placeholder="Choose one"
          placeholderValue=""
          options={[
            { value: 'officer', label: 'Officer' },
            { value: 'admin', label: 'Admin (all divisions)' },
          ]}
        />
        <DivisionChecks divisions={divisions} idPrefix="new-staff" />
        <AdminProofFields withCode={withCode} idPrefix="new-staff" />
        <SubmitButton busy={create.isPending}>Create account</SubmitButton>
      </form>
    </FormProvider>
  )
}
