import { Alert } from 'react-bootstrap'
import { Link } from 'react-router'
import { httpStatus } from '@/lib/api-client'
import { useT } from '@/lib/i18n'

/**
 * An earlier application that could not be read: not found (the specification's words), or not
 * loaded. `missing`: its ticket was answered as none (lib/tickets.ts).
 */
export function ApplicationLoadFailure({
  id,
  error,
  missing: none = false,
}: {
  id: string
  error: unknown
  missing?: boolean
}) {
  const { t } = useT()
  const missing = none || [400, 404].includes(httpStatus(error) ?? 0)
  return (
    <Alert variant="danger">
      {missing ? t('tickets.notFound', { id }) : t('filed.loadFailed')}{' '}
      <Link to="/ticket">{t('tickets.title')}</Link>
    </Alert>
  )
}
