import { Alert, Button } from 'react-bootstrap'
import { formatDateTime } from '@/lib/format'
import { useT } from '@/lib/i18n'

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
  const { t } = useT()
  return (
    <Alert variant="info" role="region" aria-label={t('draft.region')}>
      <p>{t('draft.started', { date: formatDateTime(savedAt) })}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={onResume}>{t('draft.resume')}</Button>
        <Button variant="outline-secondary" onClick={onDiscard}>
          {t('draft.discard')}
        </Button>
      </div>
    </Alert>
  )
}
