import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Card, Col, Container, Row } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import {
  STAFF_MESSAGES,
  ZStaffPasswordChangeSchema,
  type TStaffPasswordChange,
  type TStaffPasswordChangeInput,
} from '@portal/domain/staff/credentials'
import { useServerFailure } from '@/components/form/server-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { useT } from '@/lib/i18n'
import { usePageTitle } from '@/lib/use-page-title'
import { useChangeOwnPassword } from '../api/staff-account'
import { useStaffMe } from '../api/staff-session'
import { AccountChanges } from './account-changes'
import { Authenticator } from './authenticator-card'
import { TotpCodeField } from './proof-fields'

/**
 * /staff/account: one's own password and authenticator app, each changed with the current
 * password and, once an app is set up, its code (DESIGN.md §5, issue 32); and what changed.
 */
export default function StaffAccountPage() {
  const { t } = useT()
  usePageTitle(t('staffAccount.title'))
  const me = useStaffMe(true)
  const totpEnabled = me.data?.totp_enabled ?? false
  // A password someone else chose is changed before anything else, this page's other parts too.
  if (me.data?.password_change_required)
    return (
      <Container className="py-4">
        <h1 className="h2">{t('staffAccount.title')}</h1>
        <Alert variant="warning" role="alert">
          {t('staffAccount.changeFirst')}
        </Alert>
        <Row>
          <Col lg={6}>
            <ChangePassword totpEnabled={totpEnabled} />
          </Col>
        </Row>
      </Container>
    )
  return (
    <Container className="py-4">
      <h1 className="h2">{t('staffAccount.title')}</h1>
      {me.data?.totp_enrolment_required && (
        <Alert variant="warning" role="alert">
          {STAFF_MESSAGES.enrolTotpFirst}
        </Alert>
      )}
      <Row className="g-4">
        <Col lg={6}>
          <ChangePassword totpEnabled={totpEnabled} />
        </Col>
        <Col lg={6}>
          <Authenticator enabled={totpEnabled} />
        </Col>
        <Col lg={12}>
          <AccountChanges />
        </Col>
      </Row>
    </Container>
  )
}

function ChangePassword({ totpEnabled }: { totpEnabled: boolean }) {
  const { t } = useT()
  const form = useForm<TStaffPasswordChangeInput, unknown, TStaffPasswordChange>({
    resolver: zodResolver(ZStaffPasswordChangeSchema),
    defaultValues: { current_password: '', new_password: '', totp: '' },
  })
  const change = useChangeOwnPassword()
  const { report } = useServerFailure(form)
  return (
    <Card>
      <Card.Body>
        <h2 className="h5">{t('staffAccount.password')}</h2>
        {change.isSuccess && (
          <Alert variant="success" role="status">
            {t('staffAccount.passwordChanged')}
          </Alert>
        )}
        <FormProvider {...form}>
          <form
            noValidate
            aria-label={t('staffAccount.changeForm')}
            onSubmit={form.handleSubmit((values) =>
              change.mutate(values, { onSuccess: () => form.reset(), onError: (error) => report(error) }),
            )}
          >
            <TextField
              name="current_password"
              label={t('staffAccount.currentPassword')}
              type="password"
              autoComplete="current-password"
            />
            <TextField
              name="new_password"
              label={t('staffAccount.newPassword')}
              type="password"
              autoComplete="new-password"
              hint={t('staffAccount.newPasswordHint')}
            />
            {totpEnabled && <TotpCodeField />}
            <SubmitButton busy={change.isPending}>{t('staffAccount.changePassword')}</SubmitButton>
          </form>
        </FormProvider>
      </Card.Body>
    </Card>
  )
}
