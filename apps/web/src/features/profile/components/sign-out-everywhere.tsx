import { Alert } from 'react-bootstrap'
import { ReadyButton } from '@/components/ready-button'
import { useSignOutEverywhere } from '../api/sign-out-everywhere'
import { describeFailure } from '@/lib/api-client'
import { useT } from '@/lib/i18n'

/** Ends every session of the account, for a lost phone or a sign-in the customer does not know. */
export function SignOutEverywhere() {
  const { t, translate } = useT()
  const logout = useSignOutEverywhere()
  return (
    <section className="mt-4" aria-labelledby="every-device">
      <h2 id="every-device" className="h5">
        {t('profile.everyDevice.title')}
      </h2>
      <p>{t('profile.everyDevice.intro')}</p>
      {logout.isError && (
        <Alert variant="warning" role="alert">
          {translate(describeFailure(logout.error).detail)}
        </Alert>
      )}
      <ReadyButton
        className="btn btn-outline-danger"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        aria-busy={logout.isPending || undefined}
      >
        {t('profile.everyDevice.button')}
      </ReadyButton>
    </section>
  )
}
