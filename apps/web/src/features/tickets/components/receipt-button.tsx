import { Button } from 'react-bootstrap'
import { api, downloadFile } from '@/lib/api-client'
import { DownloadName } from '@/components/download-name'
import { useT } from '@/lib/i18n'

/** The filing receipt as a PDF, with the same code scheme as letters. */
export function ReceiptButton({ id }: { id: number }) {
  const { t } = useT()
  return (
    <Button
      size="sm"
      variant="outline-primary"
      onClick={() => void downloadFile(api, `/tickets/${id}/receipt/`, `Receipt-${id}.pdf`)}
    >
      <DownloadName label={t('receipt.download')} id={id} />
    </Button>
  )
}
