import type { ReactNode } from 'react'
import { Button, Spinner } from 'react-bootstrap'

/** Disabled with a small spinner while the request is in flight (spec §2, §4). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined}>
      {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  )
}
