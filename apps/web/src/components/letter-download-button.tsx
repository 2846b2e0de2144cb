import { Button } from 'react-bootstrap'
import { hasLetter } from '@portal/domain/status'
import { api, downloadFile } from '@/lib/api-client'
import type { Ticket } from '@/lib/tickets'
import { useT } from '@/lib/i18n'
import { DownloadName } from './download-name'

/** The decision letter, named for what it is; nothing while the service has none or it is undecided. */
export function LetterDownloadButton({ ticket }: { ticket: Pick<Ticket, 'id' | 'service' | 'status'> }) {
  const { t } = useT()
  if (!hasLetter(ticket.service, ticket.status)) return null
  return (
    <Button
      size="sm"
      variant="outline-primary"
      onClick={() =>
        void downloadFile(api, `/tickets/${ticket.id}/download/`, `${ticket.service}-${ticket.id}.pdf`)
      }
    >
      <DownloadName
        label={t(ticket.status === 'Approved' ? 'letter.download.Approved' : 'letter.download.Rejected')}
        id={ticket.id}
      />
    </Button>
  )
}
