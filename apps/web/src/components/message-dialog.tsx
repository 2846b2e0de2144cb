import type { ReactNode } from 'react'
import { Button, Modal } from 'react-bootstrap'

interface MessageDialogProps {
  title: 'Error' | 'Success'
  show: boolean
  onClose(): void
  children: ReactNode
}

/** The specification's Error and Success dialogs: a title, the message, a Close button. */
export function MessageDialog({ title, show, onClose, children }: MessageDialogProps) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="message-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="message-dialog-title" className={title === 'Error' ? 'text-danger' : 'text-success'}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  )
}
