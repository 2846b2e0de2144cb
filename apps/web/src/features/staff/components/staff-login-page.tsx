import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { Alert, Card, Container } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { ZStaffLoginSchema, type TStaffLogin, type TStaffLoginInput } from '@portal/domain/staff/sign-in'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { describeFailure } from '@/lib/api-client'
import { signedInHint } from '@/lib/session-storage'
import { usePageTitle } from '@/lib/use-page-title'
import { useStaffLogin } from '../api/staff-session'

export default function StaffLoginPage() {
  usePageTitle('Staff sign in')
  const form = useForm<TStaffLoginInput, unknown, TStaffLogin>({
    resolver: zodResolver(ZStaffLoginSchema),
    defaultValues: { username: '', password: '', totp: '' },
  })
  const login = useStaffLogin()
  // Asked once the server says this account has an authenticator app.
  const [askTotp, setAskTotp] = useState(false)
  const failure = login.isError ? describeFailure(login.error) : undefined
  const totpRefusal = failure?.kind === 'response' ? failure.errors.totp?.[0] : undefined
  // The field appears with the refusal: focus it once it is there.
  useEffect(() => {
    if (totpRefusal) form.setFocus('totp')
  }, [totpRefusal, form])
  const navigate = useNavigate()
  const left = (useLocation().state ?? {}) as { next?: unknown; who?: unknown }
  const next = backOfficePage(left.next)
  // A page another member's session ended on is theirs to come back to, not the next member's.
  const nextFor = (username: string) =>
    typeof left.who === 'string' && left.who !== username.trim().toLowerCase() ? '/staff' : next
  if (signedInHint('staff') && !login.isPending)
    return <Navigate replace to={nextFor(form.getValues('username') ?? '')} />

  return (
    <Container as="main" className="py-5 form-narrow">
      <h1 className="h2">Staff sign in</h1>
      <p>For officers and administrators of the utility. Customers sign in on the portal’s home page.</p>
      {failure && !totpRefusal && <Alert variant="warning">{failure.detail}</Alert>}
      <Card>
        <Card.Body>
          <FormProvider {...form}>
            <form
              noValidate
              aria-label="Staff sign in"
              onSubmit={form.handleSubmit((values) =>
                login.mutate(values, {
                  onSuccess: () => void navigate(nextFor(values.username), { replace: true }),
                  onError: (error) => {
                    const described = describeFailure(error)
                    const refusal = described.kind === 'response' ? described.errors.totp?.[0] : undefined
                    if (!refusal) return
                    setAskTotp(true)
                    form.setError('totp', { message: refusal })
                  },
                }),
              )}
            >
              <TextField name="username" label="Username" autoComplete="username" maxLength={100} />
              <TextField name="password" label="Password" type="password" autoComplete="current-password" />
              {askTotp && (
                <TextField
                  name="totp"
                  label="Code from your authenticator app"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                />
              )}
              <SubmitButton busy={login.isPending}>Sign in</SubmitButton>
            </form>
          </FormProvider>
        </Card.Body>
      </Card>
    </Container>
  )
}

/** Where a sign-in leads: the back-office page the officer asked for (the layout's), else the inbox. */
function backOfficePage(next: unknown) {
  // A path of the back office and its query (the inbox's filters), never its sign-in, nor `//`,
  // nor a `.` or `..` segment (written or escaped) that would step out of it.
  const backOffice = /^\/staff(?:\/(?!login\b)[\w/.%-]*)?(?:\?[\w=&%+.,:-]*)?$/
  const dotSegment = /\/(?:\.|%2e){1,2}(?=\/|\?|$)/i
  return typeof next === 'string' && backOffice.test(next) && !next.includes('//') && !dotSegment.test(next)
    ? next
    : '/staff'
}
