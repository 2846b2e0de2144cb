import { Alert, Button } from 'react-bootstrap'
import { formatDateTime } from '@/lib/format'

/** An unsent form found on this device: the customer chooses to carry on with it or start again. */
export function DraftOffer({
  savedAt,
  onResume,
  onDiscard,
}: {
  savedAt: string
  onResume(): void
  onDiscard(): void
}) {
  return (
    <Alert variant="info" role="region" aria-label="Unsent form">
      <p>
        You started this form on {formatDateTime(savedAt)} and did not send it. Your answers and documents
        were kept on this device.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={onResume}>Continue where I left off</Button>
        <Button variant="outline-secondary" onClick={onDiscard}>
          Discard it and start again
        </Button>
      </div>
    </Alert>
  )
}
