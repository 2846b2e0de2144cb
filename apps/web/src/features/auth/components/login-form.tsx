import { useT } from '@/lib/i18n'
import { ACCOUNT_TEXTS as A } from '@portal/domain/i18n/kit-texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Alert } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { ZLoginFormSchema, type TLoginForm, type TLoginFormInput } from '@portal/domain/customer'
import { MESSAGES } from '@portal/domain/messages'
import { isCodeChallenge, type TCodeChallenge } from '@portal/domain/sign-in-codes'
import { CodeStep } from '@/components/code-step'
import { ERROR_SUMMARY_FORM_OPTIONS, ErrorSummary } from '@/components/form/error-summary'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { MessageDialog } from '@/components/message-dialog'
import { describeFailure, type CallFailure } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { login as requestLogin, useLogin, verifyLoginCode, type LoginRequest } from '../api/login'

// The server names the fields as the call does; the form as the specification does.
const FORM_FIELD = { username: 'identification', password: 'mobile' } as const

export function LoginForm() {
  const { translate } = useT()
  const form = useForm<TLoginFormInput, unknown, TLoginForm>({
    resolver: zodResolver(ZLoginFormSchema),
    defaultValues: { identification: '', mobile: '' },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  })
  const login = useLogin()
  const session = useSession()
  const [failure, setFailure] = useState<CallFailure>()
  // While a code is awaited: what was sent, to send it again for a new code.
  const [pending, setPending] = useState<{ request: LoginRequest; challenge: TCodeChallenge }>()

  const submit = form.handleSubmit((values) => {
    setFailure(undefined)
    const request = { username: values.identification, password: values.mobile }
    login.mutate(request, {
      onSuccess: (response) => {
        if (isCodeChallenge(response)) setPending({ request, challenge: response })
      },
      onError: (error) => {
        const described = describeFailure(error)
        setFailure(described)
        if (described.kind !== 'response') return
        for (const [field, messages] of Object.entries(described.errors)) {
          const name = FORM_FIELD[field as keyof typeof FORM_FIELD]
          if (name) form.setError(name, { message: messages[0] })
        }
      },
    })
  })

  if (pending) {
    return (
      <CodeStep
        challenge={pending.challenge}
        verify={async (challenge, code) => {
          await verifyLoginCode(challenge, code)
          session.signIn()
        }}
        resend={async () => {
          const response = await requestLogin(pending.request)
          if (!isCodeChallenge(response)) throw new Error('expected a new code')
          return response
        }}
        onCancel={() => setPending(undefined)}
      />
    )
  }

  const refused = failure?.kind === 'response' ? failure : undefined
  return (
    <FormProvider {...form}>
      {refused && (
        <Alert variant="warning" role="alert">
          {refused.status === 400 && Object.keys(refused.errors).length === 0 && (
            <p className="fw-semibold mb-1">{translate(MESSAGES.customerNotFound)}</p>
          )}
          <p className="mb-0">{translate(refused.detail)}</p>
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={translate(A.signInForm)}>
        <ErrorSummary />
        <TextField
          name="identification"
          label={A.cid}
          hint={A.cidHint}
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
        />
        <TextField
          name="mobile"
          label={A.mobile}
          hint={A.mobileSignInHint}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={8}
        />
        <SubmitButton busy={login.isPending}>{translate(A.signInTitle)}</SubmitButton>
      </form>
      <MessageDialog
        title="Error"
        show={failure?.kind === 'no-response'}
        onClose={() => setFailure(undefined)}
      >
        {failure?.detail}
      </MessageDialog>
    </FormProvider>
  )
}
