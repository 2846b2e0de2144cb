import { useState } from 'react'
import { Button, Modal } from 'react-bootstrap'
import { useChangeStaff, type StaffAccount } from '../api/admin'
import { ProofForm } from './proof-fields'

/**
 * Deactivates or activates another member's account, with the admin's own password (and
 * code): a stolen admin session must not lock the real admins out (issue 32).
 */
export function AccountActiveButton({ account, withCode }: { account: StaffAccount; withCode: boolean }) {
  const [open, setOpen] = useState(false)
  const change = useChangeStaff()
  const verb = account.active ? 'Deactivate' : 'Activate'
  const titleId = `account-active-${account.id}`
  const close = () => setOpen(false)
  return (
    <>
      <Button size="sm" variant="outline-secondary" onClick={() => setOpen(true)}>
        {verb}
        <span className="visually-hidden"> {account.username}</span>
      </Button>
      <Modal show={open} onHide={close} aria-labelledby={titleId}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {verb} {account.username}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            {account.active
              ? 'Their sessions end at once, and they cannot sign in until an admin activates the account again.'
              : 'They can sign in again with their password.'}
          </p>
          <ProofForm
            withCode={withCode}
            submitLabel={verb}
            passwordLabel="Your password"
            busy={change.isPending}
            onProof={(proof, refused) =>
              change.mutate(
                { id: account.id, active: !account.active, ...proof },
                { onSuccess: close, onError: refused },
              )
            }
            onCancel={close}
          />
        </Modal.Body>
      </Modal>
    </>
  )
}
