import { Container, Spinner } from 'react-bootstrap'

/** A spinner that says what it waits for to screen readers. */
export function LoadingSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Spinner animation="border" role="status">
      <span className="visually-hidden">{label}</span>
    </Spinner>
  )
}

/** Shown while a page's script chunk loads. */
export function PageLoading() {
  return (
    <Container className="py-5 text-center">
      <LoadingSpinner />
    </Container>
  )
}
