import { useState, type ReactNode } from 'react'
import { Alert, Button, Modal, Spinner } from 'react-bootstrap'
import { NARROW_SCREEN_MAX_PX, WALLET_SUPPORT_EMAIL, WALLET_SUPPORT_PHONE } from '@portal/domain/constants'
import type { TWalletAuthentication } from '@portal/domain/wallet'
import { useMediaQuery } from '@/lib/use-media-query'
import { useWalletSignIn } from '../hooks/use-wallet-sign-in'
import { useT } from '@/lib/i18n'

const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=com.bhutanndi'
const APP_STORE_URL = 'https://apps.apple.com/bt/app/bhutan-ndi/id1645493166'
// Names of products, written so in every language: no catalogue entry.
const WALLET_NAME = 'Bhutan NDI'
const GOOGLE_PLAY = 'Google Play'
const APP_STORE = 'App Store'

/** The wallet sign-in dialog (spec §2): QR code or deep link, steps, downloads and support. */
export function WalletDialog({ show, onClose }: { show: boolean; onClose(): void }) {
  const narrow = useMediaQuery(`(max-width: ${NARROW_SCREEN_MAX_PX}px)`)
  // Each attempt is a fresh body: a new QR code, a new thread, a new socket.
  const [attempt, setAttempt] = useState(0)
  const { t } = useT()
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="wallet-dialog-title">
      <Modal.Header closeButton closeLabel={t('wallet.close')}>
        <Modal.Title id="wallet-dialog-title">
          {narrow ? t('wallet.loginWith') : t('wallet.scanWith')}
        </Modal.Title>
      </Modal.Header>
      <WalletDialogBody
        key={attempt}
        narrow={narrow}
        onClose={onClose}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    </Modal>
  )
}

function WalletDialogBody({
  narrow,
  onClose,
  onRetry,
}: {
  narrow: boolean
  onClose(): void
  onRetry(): void
}) {
  const { state, imageFailed } = useWalletSignIn(onClose)
  const { t, translate } = useT()
  return (
    <Modal.Body className="text-center">
      <p className="fw-semibold">{WALLET_NAME}</p>
      {state.stage === 'loading' && <Busy>{t('wallet.generating')}</Busy>}
      {state.stage === 'failed' && (
        <Alert variant="danger" role="alert" className="text-start">
          <p>{translate(state.message)}</p>
          <Button variant="outline-danger" size="sm" onClick={onRetry}>
            {t('wallet.tryAgain')}
          </Button>
        </Alert>
      )}
      {state.stage === 'signing-in' && <Busy>{t('wallet.signingIn')}</Busy>}
      {state.stage === 'waiting' && (
        <WalletRequest authentication={state.authentication} narrow={narrow} onImageError={imageFailed} />
      )}
      <p className="small mt-3 mb-2">{t('wallet.noWallet')}</p>
      <p className="d-flex justify-content-center gap-2">
        <a className="btn btn-sm btn-dark" href={GOOGLE_PLAY_URL} target="_blank" rel="noreferrer">
          {GOOGLE_PLAY}
        </a>
        <a className="btn btn-sm btn-dark" href={APP_STORE_URL} target="_blank" rel="noreferrer">
          {APP_STORE}
        </a>
      </p>
      <p className="small mb-0">
        {t('wallet.support')} <a href={`mailto:${WALLET_SUPPORT_EMAIL}`}>{WALLET_SUPPORT_EMAIL}</a> ·{' '}
        <a href={`tel:${WALLET_SUPPORT_PHONE}`}>{WALLET_SUPPORT_PHONE}</a>
      </p>
    </Modal.Body>
  )
}

/** A wait the customer should read about, not only hear: the text stays visible. */
function Busy({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-5">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden />
      {children}
    </p>
  )
}

function WalletRequest({
  authentication,
  narrow,
  onImageError,
}: {
  authentication: TWalletAuthentication
  narrow: boolean
  onImageError(): void
}) {
  const link = authentication.deep_link_url
  // The simulator's link is a page of this portal: open it beside this one, which keeps listening.
  const simulated = link.includes('/wallet-simulator/')
  const { t } = useT()
  return (
    <>
      {simulated && (
        <Alert variant="warning" className="small text-start">
          {t('wallet.testMode')}{' '}
          <a href={link} target="_blank" rel="noreferrer">
            {t('wallet.openSimulator')}
          </a>
        </Alert>
      )}
      <img
        className="wallet-qr img-fluid"
        src={`data:image/png;base64,${authentication.qr_code_image}`}
        alt={t('wallet.qrAlt')}
        width={240}
        height={240}
        onError={onImageError}
      />
      {narrow && (
        <p className="mt-3">
          <a
            className="btn btn-primary"
            href={link}
            {...(simulated ? { target: '_blank', rel: 'noreferrer' } : {})}
          >
            {t('wallet.open')}
          </a>
        </p>
      )}
      <ol className="text-start small mt-3">
        <li>{t('wallet.step.open')}</li>
        <li>{narrow ? t('wallet.step.tap') : t('wallet.step.scan')}</li>
        <li>{t('wallet.step.share')}</li>
      </ol>
    </>
  )
}
