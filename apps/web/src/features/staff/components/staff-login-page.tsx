import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Card, Container } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { Navigate, useNavigate } from 'react-router'
import { ZStaffLoginSchema, type TStaffLogin } from '@portal/domain/staff'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { describeFailure } from '@/lib/api-client'
import { storedAuthorization } from '@/lib/session-storage'
import { usePageTitle } from '@/lib/use-page-title'
import { useStaffLogin } from '../api/staff-session'

export default function StaffLoginPage() {
  usePageTitle('Staff sign in')
  const form = useForm<TStaffLogin>({
    resolver: zodResolver(ZStaffLoginSchema),
    defaultValues: { username: '', password: '' },
  })
  const login = useStaffLogin()
  const navigate = useNavigate()
  if (storedAuthorization('staff-token') && !login.isPending) return <Navigate replace to="/staff" />

  return (
    <Container as="main" className="py-5 form-narrow">
      <h1 className="h2">Staff sign in</h1>
      <p>For officers and administrators of the utility. Customers sign in on the portal’s home page.</p>
      {login.isError && <Alert variant="warning">{describeFailure(login.error).detail}</Alert>}
      <Card>
        <Card.Body>
          <FormProvider {...form}>
            <form
              noValidate
              aria-label="Staff sign in"
              onSubmit={form.handleSubmit((values) =>
                login.mutate(values, { onSuccess: () => void navigate('/staff') }),
              )}
            >
              <TextField name="username" label="Username" autoComplete="username" maxLength={100} />
              <TextField name="password" label="Password" type="password" autoComplete="current-password" />
              <SubmitButton busy={login.isPending}>Sign in</SubmitButton>
            </form>
          </FormProvider>
        </Card.Body>
      </Card>
    </Container>
  )
}
