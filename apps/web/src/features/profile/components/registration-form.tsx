import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Alert } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { REGISTRATION_REDIRECT_MS } from '@portal/domain/constants'
import {
  ZCustomerRegistrationSchema,
  type TCustomerRegistration,
  type TCustomerRegistrationInput,
} from '@portal/domain/customer'
import { MESSAGES } from '@portal/domain/messages'
import { ServerFailureDialog, useServerFailure } from '@/components/form/server-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { useRegisterCustomer } from '../api/register-customer'
import { AddressFields } from './address-fields'
import { ContactFields } from './contact-fields'

const EMPTY_REGISTRATION: TCustomerRegistrationInput = {
  cid: '',
  mobile: '',
  name: '',
  email: '',
  fixed_line: '',
  current_address: { address: '', dzongkhag: 0 },
  permanent_address: { village: '', gewog: 0, dzongkhag: 0 },
}

export function RegistrationForm() {
  const form = useForm<TCustomerRegistrationInput, unknown, TCustomerRegistration>({
    resolver: zodResolver(ZCustomerRegistrationSchema),
    defaultValues: EMPTY_REGISTRATION,
  })
  const registration = useRegisterCustomer()
  const { failure, report, dismiss } = useServerFailure(form)
  const navigate = useNavigate()

  // 'Succesfully Registered', then the login screen after 3 seconds (spec §2).
  useEffect(() => {
    if (!registration.isSuccess) return
    const timer = setTimeout(() => void navigate('/customer-login'), REGISTRATION_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [registration.isSuccess, navigate])

  if (registration.isSuccess) {
    return (
      <Alert variant="success" role="status">
        <p className="fw-semibold mb-1">{MESSAGES.registered}</p>
        <p className="mb-0">Taking you to the sign-in page…</p>
      </Alert>
    )
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Register"
        onSubmit={form.handleSubmit((values) =>
          registration.mutate(values, { onError: (error) => report(error) }),
        )}
      >
        <ContactFields withCid withFixedLine />
        <AddressFields />
        <SubmitButton busy={registration.isPending}>Register</SubmitButton>
      </form>
      <ServerFailureDialog failure={failure} onClose={dismiss} />
    </FormProvider>
  )
}
