import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Alert, Button, Card } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { ZTotpConfirmSchema, type TTotpEnrolment } from '@portal/domain/staff/credentials'
import { useServerFailure } from '@/components/form/server-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { useT } from '@/lib/i18n'
import { useConfirmTotp, useStartTotp, useTurnOffTotp } from '../api/staff-account'
import { ProofForm } from './proof-fields'

type Step =
  | { kind: 'idle'; done?: 'set-up' | 'turned-off' }
  | { kind: 'proving'; then: 'set-up' | 'turn-off' }
  | { kind: 'confirming'; enrolment: TTotpEnrolment }

/** Two-step sign-in: set up, replace or turn off an authenticator app, each proved first. */
export function Authenticator({ enabled }: { enabled: boolean }) {
  const { t } = useT()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const start = useStartTotp()
  const turnOff = useTurnOffTotp()
  const idle = () => setStep({ kind: 'idle' })
  return (
    <Card>
      <Card.Body>
        <h2 className="h5">{t('staffAccount.twoStep')}</h2>
        {step.kind === 'idle' && step.done && (
          <Alert variant="success" role="status">
            {step.done === 'set-up' ? t('staffAccount.totpSetUp') : t('staffAccount.turnedOff')}
          </Alert>
        )}
        {enabled && step.kind !== 'confirming' ? (
          <p role="status">{t('staffAccount.totpOn')}</p>
        ) : (
          <p>{t('staffAccount.totpAbout')}</p>
        )}
        {step.kind === 'idle' && (
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-primary" onClick={() => setStep({ kind: 'proving', then: 'set-up' })}>
              {enabled ? t('staffAccount.setUpNew') : t('staffAccount.setUp')}
            </Button>
            {enabled && (
              <Button variant="outline-danger" onClick={() => setStep({ kind: 'proving', then: 'turn-off' })}>
                {t('staffAccount.turnOff')}
              </Button>
            )}
          </div>
        )}
        {step.kind === 'proving' && step.then === 'set-up' && (
          <ProofForm
            withCode={enabled}
            submitLabel={t('staffAccount.continue')}
            busy={start.isPending}
            onCancel={idle}
            onProof={(proof, refused) =>
              start.mutate(proof, {
                onSuccess: (enrolment) => setStep({ kind: 'confirming', enrolment }),
                onError: (error) => refused(error),
              })
            }
          />
        )}
        {step.kind === 'proving' && step.then === 'turn-off' && (
          <ProofForm
            withCode
            submitLabel={t('staffAccount.turnOff')}
            busy={turnOff.isPending}
            onCancel={idle}
            onProof={(proof, refused) =>
              turnOff.mutate(proof, {
                onSuccess: () => setStep({ kind: 'idle', done: 'turned-off' }),
                onError: (error) => refused(error),
              })
            }
          />
        )}
        {step.kind === 'confirming' && (
          <ConfirmAuthenticator
            enrolment={step.enrolment}
            onDone={() => setStep({ kind: 'idle', done: 'set-up' })}
          />
        )}
      </Card.Body>
    </Card>
  )
}

function ConfirmAuthenticator({ enrolment, onDone }: { enrolment: TTotpEnrolment; onDone(): void }) {
  const { t } = useT()
  const form = useForm<{ code: string }>({
    resolver: zodResolver(ZTotpConfirmSchema),
    defaultValues: { code: '' },
  })
  const confirm = useConfirmTotp()
  const { report } = useServerFailure(form)
  return (
    <>
      <p>{t('staffAccount.scan')}</p>
      <img
        src={`data:image/png;base64,${enrolment.qr_code_image}`}
        alt={t('staffAccount.qrAlt')}
        width={240}
        height={240}
      />
      <p className="mt-2">
        {t('staffAccount.key')} <code className="user-select-all">{enrolment.secret}</code>
      </p>
      <FormProvider {...form}>
        <form
          noValidate
          aria-label={t('staffAccount.confirmForm')}
          onSubmit={form.handleSubmit(({ code }) =>
            confirm.mutate(code, { onSuccess: onDone, onError: (error) => report(error) }),
          )}
        >
          <TextField
            name="code"
            label={t('staffAccount.codeFromApp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <SubmitButton busy={confirm.isPending}>{t('staffAccount.confirm')}</SubmitButton>
        </form>
      </FormProvider>
    </>
  )
}
