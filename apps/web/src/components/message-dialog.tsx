import type { ReactNode } from 'react'
import { Button, Modal } from 'react-bootstrap'
import { useT } from '@/lib/i18n'

interface MessageDialogProps {
  title: 'Error' | 'Success'
  show: boolean
  onClose(): void
  children: ReactNode
}

/** The specification's Error and Success dialogs: a title, the message, a Close button. */
export function MessageDialog({ title, show, onClose, children }: MessageDialogProps) {
  const { t } = useT()
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="message-dialog-title">
      <Modal.Header closeButton closeLabel={t('dialog.close')}>
        <Modal.Title id="message-dialog-title" className={title === 'Error' ? 'text-danger' : 'text-success'}>
          {t(`dialog.${title}`)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  )
}
