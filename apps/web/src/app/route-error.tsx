import { Alert, Button, Container } from 'react-bootstrap'
import { useRouteError } from 'react-router'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { ChunkLoadError } from '@/lib/lazy-page'

/** Shown when a page fails to load or render; a chunk failure says which kind (spec §8). */
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  const failure = error instanceof ChunkLoadError ? error.failure : undefined

  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <Alert variant="danger">
        <Alert.Heading as="h1" className="h4">
          This page could not be {failure ? 'loaded' : 'shown'}
        </Alert.Heading>
        <p>
          {failure
            ? `Loading the page failed (${failure}). Check your connection and try again.`
            : 'Something went wrong while showing this page.'}{' '}
          If it keeps happening, call {ENQUIRY_PHONE} toll-free.
        </p>
        <Button variant="outline-danger" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Alert>
    </Container>
  )
}
