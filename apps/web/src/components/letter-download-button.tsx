import { hasLetter } from '@portal/domain/status'
import { API_BASE } from '@/lib/api-client'
import type { Ticket } from '@/lib/tickets'
import { useT } from '@/lib/i18n'
import { DownloadName } from './download-name'

/**
 * The decision letter, named for what it is; nothing while the service has none or it is
 * undecided. A link, not a script's download: the session's cookie goes with it, so it works
 * before the app has run and without scripts (issue 46), and the server names the file.
 */
export function LetterDownloadButton({ ticket }: { ticket: Pick<Ticket, 'id' | 'service' | 'status'> }) {
  const { t } = useT()
  if (!hasLetter(ticket.service, ticket.status)) return null
  return (
    <a
      className="btn btn-sm btn-outline-primary"
      href={`${API_BASE}/tickets/${ticket.id}/download/`}
      download
    >
      <DownloadName
        label={t(ticket.status === 'Approved' ? 'letter.download.Approved' : 'letter.download.Rejected')}
        id={ticket.id}
      />
    </a>
  )
}
