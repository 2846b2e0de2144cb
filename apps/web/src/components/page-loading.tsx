import { Container, Spinner } from 'react-bootstrap'

/** Shown while a page's script chunk loads. */
export function PageLoading() {
  return (
    <Container className="py-5 text-center">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">Loading…</span>
      </Spinner>
    </Container>
  )
}
