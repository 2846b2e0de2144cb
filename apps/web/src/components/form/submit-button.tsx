import type { ReactNode } from 'react'
import { Button, Spinner } from 'react-bootstrap'
import { useHydrated } from '@/lib/use-hydrated'

/** Disabled with a small spinner while the request is in flight (spec §2, §4), and until the app runs the page. */
export function SubmitButton({
  busy,
  children,
  variant = 'primary',
}: {
  busy: boolean
  children: ReactNode
  variant?: 'primary' | 'danger'
}) {
  const hydrated = useHydrated()
  return (
    <Button type="submit" variant={variant} disabled={busy || !hydrated} aria-busy={busy || undefined}>
      {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  )
}
