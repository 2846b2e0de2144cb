import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Alert, Button, Container, Form } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { useParams } from 'react-router'
import { ZWalletDataSchema, type TWalletData, type TWalletDataInput } from '@portal/domain/wallet'
import { ServerFailureDialog, useServerFailure } from '@/components/form/server-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { usePageTitle } from '@/lib/use-page-title'
import { rejectShare, shareIdentity } from '../api/simulator'
import { DEMO_CITIZENS } from './demo-citizens'

const EMPTY: TWalletDataInput = {
  cid_no: '',
  mobile_no: '',
  full_name: '',
  email_address: '',
  village: '',
  gewog: '',
  dzongkhag: '',
}

/**
 * /wallet-simulator/{thread}: stands in for the citizen's wallet app when the portal runs
 * without Bhutan NDI. Share and Reject reach the portal's webhook exactly as NDI's would.
 */
export default function WalletSimulatorPage() {
  usePageTitle('Wallet simulator')
  const { threadId = '' } = useParams()
  const form = useForm<TWalletDataInput, unknown, TWalletData>({
    resolver: zodResolver(ZWalletDataSchema),
    defaultValues: EMPTY,
  })
  const { failure, report, dismiss } = useServerFailure(form)
  const share = useMutation({ mutationFn: (shared: TWalletData) => shareIdentity(threadId, shared) })
  const reject = useMutation({ mutationFn: () => rejectShare(threadId) })
  const busy = share.isPending || reject.isPending

  const outcome = share.isSuccess ? 'shared' : reject.isSuccess ? 'rejected' : undefined
  return (
    <Container className="py-4 form-narrow">
      <h1 className="h2">Wallet simulator</h1>
      <Alert variant="warning">
        <strong>This is a simulator, not the Bhutan NDI wallet.</strong> It lets testers sign in to the portal
        without the national wallet. It checks nobody&apos;s identity; whatever you share here is believed.
      </Alert>
      {outcome ? (
        <Alert variant={outcome === 'shared' ? 'success' : 'secondary'} role="status">
          {outcome === 'shared'
            ? 'Shared. Go back to the portal window: it signs in by itself.'
            : 'You refused to share. The portal window shows the refusal.'}
        </Alert>
      ) : (
        <FormProvider {...form}>
          <Form.Group className="mb-4" controlId="demo-citizen">
            <Form.Label>Demo citizen</Form.Label>
            <Form.Select
              defaultValue=""
              onChange={(event) => {
                const citizen = DEMO_CITIZENS[Number(event.target.value)]
                form.reset(citizen ?? EMPTY)
              }}
            >
              <option value="">Type the details yourself</option>
              {DEMO_CITIZENS.map((citizen, index) => (
                <option key={citizen.cid_no} value={index}>
                  {citizen.full_name} ({citizen.cid_no})
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <form
            noValidate
            aria-label="Identity to share"
            onSubmit={form.handleSubmit((values) =>
              share.mutate(values, { onError: (error) => report(error) }),
            )}
          >
            <TextField name="cid_no" label="CID number" inputMode="numeric" maxLength={11} />
            <TextField name="mobile_no" label="Mobile number" type="tel" inputMode="numeric" maxLength={8} />
            <TextField name="full_name" label="Full name" maxLength={100} />
            <TextField name="email_address" label="Email (optional)" type="email" maxLength={254} />
            <TextField name="village" label="Village (optional)" maxLength={100} />
            <TextField name="gewog" label="Gewog (optional)" maxLength={100} />
            <TextField name="dzongkhag" label="Dzongkhag (optional)" maxLength={100} />
            <div className="d-flex gap-2">
              <SubmitButton busy={busy}>Share</SubmitButton>
              <Button
                variant="outline-danger"
                disabled={busy}
                onClick={() => reject.mutate(undefined, { onError: (error) => report(error) })}
              >
                Reject
              </Button>
            </div>
          </form>
          <ServerFailureDialog failure={failure} onClose={dismiss} />
        </FormProvider>
      )}
    </Container>
  )
}
