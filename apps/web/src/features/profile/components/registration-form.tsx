import { ACCOUNT_TEXTS as A } from '@portal/domain/i18n/kit-texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { Alert, Button } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import {
  ZCustomerRegistrationSchema,
  type TCustomerRegistration,
  type TCustomerRegistrationInput,
} from '@portal/domain/customer'
import { MESSAGES } from '@portal/domain/messages'
import { isCodeChallenge, type TCodeChallenge } from '@portal/domain/sign-in-codes'
import { CodeStep } from '@/components/code-step'
import { ERROR_SUMMARY_FORM_OPTIONS, ErrorSummary } from '@/components/form/error-summary'
import { ServerFailureDialog, useServerFailure } from '@/components/form/server-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { useSession } from '@/lib/session'
import {
  forgetWalletThread,
  signInWithWalletThread,
  type WalletPrefill,
  type WalletThreadKey,
} from '@/lib/wallet'
import { registerCustomer, useRegisterCustomer, verifyCustomerCode } from '../api/register-customer'
import { AddressFields } from './address-fields'
import { ContactFields } from './contact-fields'
import { useT } from '@/lib/i18n'
import { signInPathFor, type ReturnTarget } from '@/lib/return-target'
import { OnwardLabel } from './onward-label'

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

export interface RegistrationFormProps {
  wallet?: WalletRegistration
  /** Where the citizen was going when asked to sign in: registering goes on there. */
  target?: ReturnTarget
  onRegistered?: () => void
}

export function RegistrationForm({ wallet, target, onRegistered }: RegistrationFormProps) {
  const { language, t, translate } = useT()
  const form = useForm<TCustomerRegistrationInput, unknown, TCustomerRegistration>({
    resolver: zodResolver(ZCustomerRegistrationSchema),
    // What the portal sends them starts in the language they registered in.
    defaultValues: {
      ...(wallet ? prefilledFrom(wallet.thread, wallet.shared) : EMPTY_REGISTRATION),
      language,
    },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  })
  // A page rendered at build time hydrates in English before it turns to the remembered
  // Dzongkha: the choice follows the page until the customer makes it themselves.
  useEffect(() => {
    if (!form.getFieldState('language').isDirty) form.resetField('language', { defaultValue: language })
  }, [form, language])
  const registration = useRegisterCustomer()
  const { failure, report, dismiss } = useServerFailure(form)
  const navigate = useNavigate()
  const { signIn } = useSession()
  // While a code is awaited: the registration sent, to send again for a new code.
  const [pending, setPending] = useState<{ values: TCustomerRegistration; challenge: TCodeChallenge }>()
  // Registered: signed in by the code step (its answer set the session's cookie), or not (the
  // wallet signs in; codes off, the login page).
  const [registered, setRegisteredState] = useState<{ signedIn: boolean }>()
  const setRegistered = (done: { signedIn: boolean }) => {
    setRegisteredState(done)
    onRegistered?.()
  }
  const onward = target?.path ?? '/'
  const toSignIn = () => void navigate(signInPathFor(target), { state: { registered: true } })

  // 'Succesfully Registered' stays until the customer moves on: the specification's 3-second
  // redirect left too little time to read it (WCAG 2.2.1; decision 023).
  const [continuing, setContinuing] = useState(false)
  const continueSignedIn = async () => {
    setContinuing(true)
    if (registered?.signedIn) {
      signIn()
      return void navigate(onward)
    }
    if (!wallet) return toSignIn()
    try {
      await signInWithWalletThread(wallet.thread)
      signIn()
      void navigate(onward)
    } catch {
      toSignIn()
    } finally {
      forgetWalletThread()
    }
  }

  if (registered) {
    return (
      <Alert variant="success" role="status">
        <p className="fw-semibold mb-1">{translate(MESSAGES.registered)}</p>
        <p>{registered.signedIn || wallet ? t('register.ready') : t('register.readySignIn')}</p>
        <Button variant="primary" disabled={continuing} onClick={() => void continueSignedIn()}>
          <OnwardLabel target={target} signedIn={registered.signedIn || Boolean(wallet)} />
        </Button>
      </Alert>
    )
  }

  if (pending) {
    return (
      <CodeStep
        challenge={pending.challenge}
        verify={async (id, code) => {
          // A registration's code signs in: the answer (201) set the session's cookie, and the
          // page knows it now, however the customer leaves the success (a card, Back, the logo).
          await verifyCustomerCode(id, code)
          setRegistered({ signedIn: true })
          signIn()
        }}
        resend={async () => {
          const response = await registerCustomer(pending.values)
          if (!isCodeChallenge(response)) throw new Error('expected a new code')
          return response
        }}
        onCancel={() => setPending(undefined)}
      />
    )
  }

  const submit = form.handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: (response) =>
        isCodeChallenge(response)
          ? setPending({ values, challenge: response })
          : setRegistered({ signedIn: false }),
      onError: (error) => report(error),
    }),
  )

  return (
    <FormProvider {...form}>
      <form noValidate aria-label={translate(A.register)} onSubmit={submit}>
        <ErrorSummary />
        <ContactFields withCid withFixedLine identityLocked={wallet !== undefined} />
        <AddressFields />
        <SubmitButton busy={registration.isPending}>{translate(A.register)}</SubmitButton>
      </form>
      <ServerFailureDialog failure={failure} onClose={dismiss} />
    </FormProvider>
  )
}
