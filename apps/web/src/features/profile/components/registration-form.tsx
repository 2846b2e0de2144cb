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
import { useSession } from '@/lib/session'
import {
  forgetWalletThread,
  signInWithWalletThread,
  type WalletPrefill,
  type WalletThreadKey,
} from '@/lib/wallet'
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

/** The form as the wallet's shared identity fills it. */
function prefilledFrom(thread: WalletThreadKey, shared: WalletPrefill): TCustomerRegistrationInput {
  return {
    ...EMPTY_REGISTRATION,
    cid: shared.cid_no,
    mobile: shared.mobile_no,
    name: shared.full_name,
    email: shared.email_address,
    current_address: { address: '', dzongkhag: shared.dzongkhag_id ?? 0 },
    permanent_address: {
      village: shared.village,
      gewog: shared.gewog_id ?? 0,
      dzongkhag: shared.dzongkhag_id ?? 0,
    },
    thread_id: thread.thread_id,
    browser_key: thread.browser_key,
  }
}

export interface WalletRegistration {
  thread: WalletThreadKey
  shared: WalletPrefill
}

export function RegistrationForm({ wallet }: { wallet?: WalletRegistration }) {
  const form = useForm<TCustomerRegistrationInput, unknown, TCustomerRegistration>({
    resolver: zodResolver(ZCustomerRegistrationSchema),
    defaultValues: wallet ? prefilledFrom(wallet.thread, wallet.shared) : EMPTY_REGISTRATION,
  })
  const registration = useRegisterCustomer()
  const { failure, report, dismiss } = useServerFailure(form)
  const navigate = useNavigate()
  const { signIn } = useSession()

  // 'Succesfully Registered', then after 3 seconds the login screen (spec §2) — or, for a
  // wallet registration, signed in with the same wallet thread and home.
  useEffect(() => {
    if (!registration.isSuccess) return
    const timer = setTimeout(() => {
      if (!wallet) return void navigate('/customer-login')
      signInWithWalletThread(wallet.thread)
        .then(({ token }) => {
          void navigate('/')
          signIn(token)
        })
        .catch(() => void navigate('/customer-login'))
        .finally(forgetWalletThread)
    }, REGISTRATION_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [registration.isSuccess, navigate, wallet, signIn])

  if (registration.isSuccess) {
    return (
      <Alert variant="success" role="status">
        <p className="fw-semibold mb-1">{MESSAGES.registered}</p>
        <p className="mb-0">{wallet ? 'Signing you in…' : 'Taking you to the sign-in page…'}</p>
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
        <ContactFields withCid withFixedLine identityLocked={wallet !== undefined} />
        <AddressFields />
        <SubmitButton busy={registration.isPending}>Register</SubmitButton>
      </form>
      <ServerFailureDialog failure={failure} onClose={dismiss} />
    </FormProvider>
  )
}
