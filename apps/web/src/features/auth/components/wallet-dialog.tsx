import { Modal } from 'react-bootstrap'
import { NARROW_SCREEN_MAX_PX, WALLET_SUPPORT_PHONE } from '@portal/domain/constants'
import { useMediaQuery } from '@/lib/use-media-query'

/** The wallet sign-in dialog. Its QR code and live result come with the wallet work. */
export function WalletDialog({ show, onClose }: { show: boolean; onClose(): void }) {
  const narrow = useMediaQuery(`(max-width: ${NARROW_SCREEN_MAX_PX}px)`)
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="wallet-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="wallet-dialog-title">{narrow ? 'Login with' : 'Scan with the wallet'}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          Signing in with the Bhutan NDI wallet is being set up. Until it opens, please sign in with your CID
          and mobile number.
        </p>
        <p className="mb-0">Wallet support: {WALLET_SUPPORT_PHONE}</p>
      </Modal.Body>
    </Modal>
  )
}
