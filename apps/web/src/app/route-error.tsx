import { useRouteError } from 'react-router'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { ChunkLoadError } from '@/lib/lazy-page'
import { useT } from '@/lib/i18n'

/**
 * Shown when a page fails to load or render; a chunk failure says which kind (spec §8). In
 * Bootstrap's markup: it must show when no further chunk can be loaded.
 */
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  const failure = error instanceof ChunkLoadError ? error.failure : undefined
  const { t } = useT()

  return (
    <div className="container py-5 route-error">
      <div className="alert alert-danger" role="alert">
        <h1 className="alert-heading h4">{failure ? t('routeError.notLoaded') : t('routeError.notShown')}</h1>
        <p>
          {failure ? t('routeError.loadFailed', { failure }) : t('routeError.showFailed')}{' '}
          {t('routeError.help', { phone: ENQUIRY_PHONE })}
        </p>
        <button type="button" className="btn btn-outline-danger" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </div>
    </div>
  )
}
