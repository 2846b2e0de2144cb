import { Card } from 'react-bootstrap'
import { formatDateTime } from '@/lib/format'
import { useT } from '@/lib/i18n'
import { useAccountChanges } from '../api/staff-account'

/**
 * The latest changes to the member's password and authenticator app, and the admin who made
 * one: the back office has no email or SMS for staff, so the member is told here (issue 32).
 */
export function AccountChanges() {
  const { t } = useT()
  const changes = useAccountChanges()
  return (
    <Card>
      <Card.Body>
        <h2 className="h5">{t('staffAccount.changes')}</h2>
        {changes.data?.length === 0 && <p>{t('staffAccount.changesNone')}</p>}
        {changes.data && changes.data.length > 0 && (
          <>
            <ul>
              {changes.data.map((change) => (
                <li key={`${change.at}-${change.kind}`}>
                  <time dateTime={change.at}>{formatDateTime(change.at)}</time>:{' '}
                  {t(`staffAccount.change.${change.kind}`, { name: change.by ?? '' })}
                </li>
              ))}
            </ul>
            <p className="mb-0">{t('staffAccount.changesHelp')}</p>
          </>
        )}
      </Card.Body>
    </Card>
  )
}
