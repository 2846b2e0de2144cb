import { useT } from '@/lib/i18n'
import { ACCOUNT_TEXTS as A } from '@portal/domain/i18n/kit-texts'
import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { Alert, Button, Card, Col, Container, Row } from 'react-bootstrap'
import { Link, useLocation, useParams } from 'react-router'
import { SendOn } from '@/components/page-loading'
import { MESSAGES } from '@portal/domain/messages'
import type { TMessageKey } from '@portal/domain/i18n/en'
import { withinSentence } from '@portal/domain/i18n/dzongkha-grammar'
import { registerPathFor, returnTargetOf } from '@/lib/return-target'
import { sessionLapsed, signedInHint } from '@/lib/session-storage'
import { useSession } from '@/lib/session'
import { useHydrated } from '@/lib/use-hydrated'
import { usePageTitle } from '@/lib/use-page-title'
import { LoginForm } from './login-form'

// What a service needs, for one sent here from it: only those pages load the guides.
const ServiceGuide = lazy(() => import('./service-guide'))

// The dialog and its QR code load when first opened: most sign-ins never need them.
const WalletDialog = lazy(() =>
  import('./wallet-dialog').then(({ WalletDialog }) => ({ default: WalletDialog })),
)

const noChanges = () => () => {}

/** /customer-login[/{url}[/{ticketNo}]]: signs in, then goes to the target or home. */
export default function LoginPage() {
  const { t, translate } = useT()
  usePageTitle(translate(A.signInTitle))
  const { url, ticketNo } = useParams()
  const location = useLocation()
  const { isSignedIn, profileChecked } = useSession()
  // A session this browser held when the page opened may have lapsed since (the hint outlives
  // the cookie): the server says which before the page moves on. Meanwhile the sign-in stays,
  // as the server drew it, with whatever the customer has typed into it.
  const [openedSignedIn] = useState(() => typeof localStorage !== 'undefined' && signedInHint())
  // Undefined until the customer first asks for the wallet.
  const [walletOpen, setWalletOpen] = useState<boolean>()
  const hydrated = useHydrated()
  // Sent here because the session ended while they were busy; the page built ahead knows nothing of it.
  const lapsed = useSyncExternalStore(noChanges, sessionLapsed, () => false)
  const { walletNotice, registered } = (location.state ?? {}) as {
    walletNotice?: string
    registered?: boolean
  }

  const target = url ? `/${[url, ticketNo].filter(Boolean).join('/')}` : undefined
  if (isSignedIn && (profileChecked || !openedSignedIn)) {
    const search = (location.state as { search?: string } | null)?.search ?? ''
    return <SendOn replace to={target ? `${target}${search}` : '/'} />
  }

  return (
    <Container className="py-4">
      <h1 className="h2 mb-3">{translate(A.signInTitle)}</h1>
      {walletNotice && (
        <Alert variant="danger" role="alert">
          {walletNotice}
        </Alert>
      )}
      {lapsed && (
        <Alert variant="info" role="status">
          {translate(
            returnTargetOf(target)?.kind === 'service' ? A.signedOutAnswersKept : A.signedOutSignInAgain,
          )}
        </Alert>
      )}
      {registered ? (
        // Straight from registering: no warning to register first.
        <Alert variant="success" role="status">
          {translate(MESSAGES.registered)}. {translate(A.signInWithCode)}
        </Alert>
      ) : (
        <>
          <Alert variant="warning">
            {translate(url === 'ticket' ? MESSAGES.signInToViewTicket : MESSAGES.signInToSubmit)}
          </Alert>
          <p>
            {translate(A.newHere)} <Link to={registerPathFor(target)}>{translate(A.registerHere)}</Link>
          </p>
          {returnTargetOf(target)?.kind === 'service' && (
            // On a phone the guide is below both ways in: said up here, so it is not missed.
            <p>
              <a href="#service-guide">
                {t('guide.whatItNeeds', {
                  service: withinSentence(t(`service.${target}.title` as TMessageKey)),
                })}
              </a>
            </p>
          )}
        </>
      )}
      <Row className="g-4">
        <Col md={7}>
          <Card>
            <Card.Body>
              <h2 className="h5">{translate(A.withCid)}</h2>
              <LoginForm />
            </Card.Body>
          </Card>
        </Col>
        <Col md={5}>
          <Card>
            <Card.Body>
              <h2 className="h5">{translate(A.withWallet)}</h2>
              <p>{translate(A.walletHint)}</p>
              <Button variant="outline-primary" disabled={!hydrated} onClick={() => setWalletOpen(true)}>
                {translate(A.walletButton)}
              </Button>
            </Card.Body>
          </Card>
        </Col>
      </Row>
      {returnTargetOf(target)?.kind === 'service' && (
        // The link's target (and room to scroll to it) is there before the guide's code: a tap
        // while it loads still lands on it.
        <div className="mt-4" id="service-guide" tabIndex={-1}>
          <Suspense fallback={<div className="guide-pending" />}>
            <ServiceGuide path={target!} />
          </Suspense>
        </div>
      )}
      {walletOpen !== undefined && (
        <Suspense>
          <WalletDialog show={walletOpen} onClose={() => setWalletOpen(false)} />
        </Suspense>
      )}
    </Container>
  )
}
