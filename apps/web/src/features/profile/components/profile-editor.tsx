import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import {
  ZCustomerUpdateSchema,
  type TCustomer,
  type TCustomerUpdate,
  type TCustomerUpdateInput,
} from '@portal/domain/customer'
import { ServerFailureDialog, useServerFailure } from '@/components/form/server-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { useUpdateProfile } from '../api/update-profile'
import { AddressFields } from './address-fields'
import { ContactFields } from './contact-fields'

interface ProfileEditorProps {
  customer: TCustomer
  /** Back to the read-only profile, after Cancel or a successful Update. */
  onDone(): void
}

export function ProfileEditor({ customer, onDone }: ProfileEditorProps) {
  const { cid: _cid, fixed_line: _fixedLine, ...editable } = customer
  const form = useForm<TCustomerUpdateInput, unknown, TCustomerUpdate>({
    resolver: zodResolver(ZCustomerUpdateSchema),
    defaultValues: editable,
  })
  const update = useUpdateProfile(customer.cid)
  const { failure, report, dismiss } = useServerFailure(form)

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Edit profile"
        onSubmit={form.handleSubmit((values) =>
          update.mutate(values, { onSuccess: onDone, onError: (error) => report(error) }),
        )}
      >
        <ContactFields withCid={false} withFixedLine={false} />
        <AddressFields />
        <div className="d-flex gap-2">
          <SubmitButton busy={update.isPending}>Update</SubmitButton>
          <Button variant="outline-secondary" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
        </div>
      </form>
      <ServerFailureDialog failure={failure} onClose={dismiss} />
    </FormProvider>
  )
}
