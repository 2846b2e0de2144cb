import { useRouteError } from 'react-router'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { ChunkLoadError } from '@/lib/lazy-page'

/**
 * Shown when a page fails to load or render; a chunk failure says which kind (spec §8). In
 * Bootstrap's markup: it must show when no further chunk can be loaded.
 */
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  const failure = error instanceof ChunkLoadError ? error.failure : undefined

  return (
    <div className="container py-5 route-error">
      <div className="alert alert-danger" role="alert">
        <h1 className="alert-heading h4">This page could not be {failure ? 'loaded' : 'shown'}</h1>
        <p>
          {failure
            ? `Loading the page failed (${failure}). Check your connection and try again.`
            : 'Something went wrong while showing this page.'}{' '}
          If it keeps happening, call {ENQUIRY_PHONE} toll-free.
        </p>
        <button type="button" className="btn btn-outline-danger" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </div>
  )
}
