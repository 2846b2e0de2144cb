import type { ComponentProps } from 'react'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * A button disabled until the app runs the page: on a page the server rendered, a tap before
 * then would be lost. The button renders itself again when the app takes over, not its parent:
 * a parent rendered again before a lazy part's script came would throw that part's HTML away.
 */
export function ReadyButton({ disabled = false, type = 'button', ...props }: ComponentProps<'button'>) {
  const hydrated = useHydrated()
  return <button type={type} {...props} disabled={!hydrated || disabled} />
}
