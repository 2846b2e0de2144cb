import { ACCOUNT_TEXTS as A } from '@portal/domain/i18n/kit-texts'
import { useT } from '@/lib/i18n'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Alert, Container } from 'react-bootstrap'
import { ReadyButton } from '@/components/ready-button'
import { Link, useSearchParams } from 'react-router'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { WALLET_MESSAGES } from '@portal/domain/wallet'
import { returnTargetOf, signInPathFor } from '@/lib/return-target'
import { useSession } from '@/lib/session'
import { fetchWalletData, forgetWalletThread, storedWalletThread } from '@/lib/wallet'
import { LoadingSpinner } from '@/components/page-loading'
import { usePageTitle } from '@/lib/use-page-title'
import { ProfileEditor } from './profile-editor'
import { ProfileSummary } from './profile-summary'
import { RegistrationForm } from './registration-form'
import { SignOutEverywhere } from './sign-out-everywhere'

/** /customer-register: registration when signed out, the profile when signed in (spec §2). */
export default function CustomerRegisterPage() {
  const { isSignedIn } = useSession()
  // Registered here just now: signed in at once, and the success shown until the customer moves on.
  const [registeredHere, setRegisteredHere] = useState(false)
  return isSignedIn && !registeredHere ? (
    <ProfilePage />
  ) : (
    <RegistrationPage onRegistered={() => setRegisteredHere(true)} />
  )
}

function RegistrationPage({ onRegistered: registeredHere }: { onRegistered(): void }) {
  const { t, translate } = useT()
  usePageTitle(translate(A.register))
  const [searchParams] = useSearchParams()
  const target = returnTargetOf(searchParams.get('next'))
  // Once registered, the way on is the form's own button: a link to sign in would cost a second code.
  const [registered, setRegistered] = useState(false)
  const onRegistered = () => {
    setRegistered(true)
    registeredHere()
  }
  // A wallet sign-in of a CID not yet registered lands here with its thread.
  const [walletThread] = useState(storedWalletThread)
  const prefill = useQuery({
    queryKey: ['wallet-thread', walletThread?.thread_id],
    queryFn: () => fetchWalletData(walletThread!),
    // Not asked again once registered: the sign-in that follows uses the thread up, and the
    // fresh start of every query a sign-in makes would ask for it once more (a 404).
    enabled: walletThread !== undefined && !registered,
    retry: false,
    staleTime: Infinity,
  })
  useEffect(() => {
    if (prefill.isError) forgetWalletThread()
  }, [prefill.isError])

  return (
    <Container className="py-4 form-narrow">
      <h1 className="h2">{translate(A.register)}</h1>
      {walletThread && prefill.isPending ? (
        <LoadingSpinner label={t('register.walletLoading')} />
      ) : prefill.data ? (
        <>
          <Alert variant="info">{t('register.walletShared')}</Alert>
          <RegistrationForm
            wallet={{ thread: walletThread!, shared: prefill.data }}
            target={target}
            onRegistered={onRegistered}
          />
        </>
      ) : (
        <>
          {prefill.isError && <Alert variant="warning">{WALLET_MESSAGES.threadExpired}</Alert>}
          {!registered && (
            <p>
              {t('register.intro')} <Link to={signInPathFor(target)}>{translate(A.signInTitle)}</Link>
            </p>
          )}
          <RegistrationForm target={target} onRegistered={onRegistered} />
        </>
      )}
    </Container>
  )
}

function ProfilePage() {
  const { t, translate } = useT()
  usePageTitle(translate(A.profile))
  const { customer } = useSession()
  const [editing, setEditing] = useState(false)
  return (
    <Container className="py-4 form-narrow">
      <h1 className="h2">{translate(A.profile)}</h1>
      {!customer ? (
        <LoadingSpinner label={t('profile.loading')} />
      ) : editing ? (
        <ProfileEditor customer={customer} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ProfileSummary customer={customer} />
          <ReadyButton className="btn btn-primary" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </ReadyButton>
        </>
      )}
      {customer && !editing && (
        <>
          <Alert variant="light" className="mt-4 mb-0 border">
            {t('profile.cannotChange', { phone: ENQUIRY_PHONE })}
          </Alert>
          <SignOutEverywhere />
        </>
      )}
    </Container>
  )
}
