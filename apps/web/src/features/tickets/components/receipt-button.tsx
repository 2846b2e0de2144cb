import { API_BASE } from '@/lib/api-client'
import { DownloadName } from '@/components/download-name'
import { useT } from '@/lib/i18n'

/** The filing receipt as a PDF, with the same code scheme as letters: a link, as the letter's is. */
export function ReceiptButton({ id }: { id: number }) {
  const { t } = useT()
  return (
    <a className="btn btn-sm btn-outline-primary" href={`${API_BASE}/tickets/${id}/receipt/`} download>
      <DownloadName label={t('receipt.download')} id={id} />
    </a>
  )
}
