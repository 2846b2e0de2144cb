/** A spinner that says what it waits for to screen readers (Bootstrap's markup: it shows on every first load). */
export function LoadingSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="spinner-border" role="status">
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

/** Shown while a page's script chunk loads. */
export function PageLoading() {
  return (
    <div className="container py-5 text-center">
      <LoadingSpinner />
    </div>
  )
}
