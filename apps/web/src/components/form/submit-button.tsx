import type { ReactNode } from 'react'
import { Spinner } from 'react-bootstrap'
import { ReadyButton } from '@/components/ready-button'

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
  return (
    <ReadyButton
      type="submit"
      className={`btn btn-${variant}`}
      disabled={busy}
      aria-busy={busy || undefined}
      // The field being left keeps its focus as the finger lands: its error, drawn on leaving,
      // would push the button from under the finger and the tap would go nowhere. The submit
      // checks every field anyway, and the error summary takes the focus.
      onMouseDown={(event) => event.preventDefault()}
    >
      {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </ReadyButton>
  )
}
