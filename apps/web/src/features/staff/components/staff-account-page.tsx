import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Alert, Button, Card, Col, Container, Row } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import {
  STAFF_MESSAGES,
  ZStaffPasswordChangeSchema,
  ZTotpConfirmSchema,
  type TStaffPasswordChange,
  type TTotpEnrolment,
} from '@portal/domain/staff'
import { useServerFailure } from '@/components/form/server-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { usePageTitle } from '@/lib/use-page-title'
import { useChangeOwnPassword, useConfirmTotp, useStartTotp } from '../api/staff-account'
import { useStaffMe } from '../api/staff-session'

/** /staff/account: one's own password and authenticator app (DESIGN.md §5). */
export default function StaffAccountPage() {
  usePageTitle('Your account')
  const me = useStaffMe(true)
  return (
    <Container className="py-4">
      <h1 className="h2">Your account</h1>
      {me.data?.totp_enrolment_required && (
        <Alert variant="warning" role="alert">
          {STAFF_MESSAGES.enrolTotpFirst}
        </Alert>
      )}
      <Row className="g-4">
        <Col lg={6}>
          <ChangePassword />
        </Col>
        <Col lg={6}>
          <Authenticator enabled={me.data?.totp_enabled ?? false} />
        </Col>
      </Row>
    </Container>
  )
}

function ChangePassword() {
  const form = useForm<TStaffPasswordChange>({
    resolver: zodResolver(ZStaffPasswordChangeSchema),
    defaultValues: { current_password: '', new_password: '' },
  })
  const change = useChangeOwnPassword()
  const { report } = useServerFailure(form)
  return (
    <Card>
      <Card.Body>
        <h2 className="h5">Password</h2>
        {change.isSuccess && (
          <Alert variant="success" role="status">
            Password changed. Your other sessions have ended.
          </Alert>
        )}
        <FormProvider {...form}>
          <form
            noValidate
            aria-label="Change your password"
            onSubmit={form.handleSubmit((values) =>
              change.mutate(values, { onSuccess: () => form.reset(), onError: (error) => report(error) }),
            )}
          >
            <TextField
              name="current_password"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
            <TextField
              name="new_password"
              label="New password"
              type="password"
              autoComplete="new-password"
              hint="At least 12 characters; a phrase of your own, not a common password."
            />
            <SubmitButton busy={change.isPending}>Change password</SubmitButton>
          </form>
        </FormProvider>
      </Card.Body>
    </Card>
  )
}

function Authenticator({ enabled }: { enabled: boolean }) {
  const start = useStartTotp()
  const [enrolment, setEnrolment] = useState<TTotpEnrolment>()
  return (
    <Card>
      <Card.Body>
        <h2 className="h5">Two-step sign-in</h2>
        {enabled && !enrolment ? (
          <p role="status">An authenticator app is set up: sign-in asks for its code.</p>
        ) : (
          <p>Sign-in will also ask for the 6-digit code of an authenticator app on your phone.</p>
        )}
        {enrolment ? (
          <ConfirmAuthenticator enrolment={enrolment} onDone={() => setEnrolment(undefined)} />
        ) : (
          <Button
            variant="outline-primary"
            disabled={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
          >
            {enabled ? 'Set up a new authenticator app' : 'Set up an authenticator app'}
          </Button>
        )}
      </Card.Body>
    </Card>
  )
}

function ConfirmAuthenticator({ enrolment, onDone }: { enrolment: TTotpEnrolment; onDone(): void }) {
  const form = useForm<{ code: string }>({
    resolver: zodResolver(ZTotpConfirmSchema),
    defaultValues: { code: '' },
  })
  const confirm = useConfirmTotp()
  const { report } = useServerFailure(form)
  return (
    <>
      <p>Scan this code with the app (or type the key), then enter the code the app shows.</p>
      <img
        src={`data:image/png;base64,${enrolment.qr_code_image}`}
        alt="QR code for the authenticator app"
        width={240}
        height={240}
      />
      <p className="mt-2">
        Key: <code className="user-select-all">{enrolment.secret}</code>
      </p>
      <FormProvider {...form}>
        <form
          noValidate
          aria-label="Confirm the authenticator app"
          onSubmit={form.handleSubmit(({ code }) =>
            confirm.mutate(code, { onSuccess: onDone, onError: (error) => report(error) }),
          )}
        >
          <TextField
            name="code"
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <SubmitButton busy={confirm.isPending}>Confirm</SubmitButton>
        </form>
      </FormProvider>
    </>
  )
}
