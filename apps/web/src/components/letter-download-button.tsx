import { Button } from 'react-bootstrap'
import { hasLetter } from '@portal/domain/status'
import { api, downloadFile } from '@/lib/api-client'
import type { Ticket } from '@/lib/tickets'

/** The decision letter, named for what it is; nothing while the service has none or it is undecided. */
export function LetterDownloadButton({ ticket }: { ticket: Pick<Ticket, 'id' | 'service' | 'status'> }) {
  if (!hasLetter(ticket.service, ticket.status)) return null
  const letter = ticket.status === 'Approved' ? 'approval' : 'rejection'
  return (
    <Button
      size="sm"
      variant="outline-primary"
      onClick={() =>
        void downloadFile(api, `/tickets/${ticket.id}/download/`, `${ticket.service}-${ticket.id}.pdf`)
      }
    >
      Download {letter} letter (PDF)
      <span className="visually-hidden"> of application {ticket.id}</span>
    </Button>
  )
}
