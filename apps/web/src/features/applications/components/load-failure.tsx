import { Alert } from 'react-bootstrap'
import { Link } from 'react-router'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { httpStatus } from '@/lib/api-client'
import { useT } from '@/lib/i18n'

/** An earlier application that could not be read: not found (the specification's words), or not loaded. */
export function ApplicationLoadFailure({ id, error }: { id: string; error: unknown }) {
  const { t } = useT()
  const missing = [400, 404].includes(httpStatus(error) ?? 0)
  return (
    <Alert variant="danger">
      {missing ? M.applicationNotFound(id) : t('filed.loadFailed')}{' '}
      <Link to="/ticket">{t('tickets.title')}</Link>
    </Alert>
  )
}
