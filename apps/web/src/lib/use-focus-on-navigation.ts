import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** A page's code may still be loading when the address changes: its heading is looked for this long. */
const LOOK_FOR_MS = 3_000

/**
 * After a move to another page (not the first one), focus goes to the new page's h1, so that a
 * screen reader announces where the citizen now is and the keyboard starts from the top of
 * the page, not from a link of the page they left (WCAG 2.4.3). A focus the page set itself
 * (an error summary, a field) is left where it is. A change of the query alone (a form's
 * Start, a confirmation's link to its plain ticket) moves focus only when it was lost with
 * what was clicked: a filter that writes the address keeps its focus.
 */
export function useFocusOnNavigation() {
  const { pathname, search } = useLocation()
  const first = useRef(true)
  const lastPath = useRef(pathname)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const samePage = lastPath.current === pathname
    lastPath.current = pathname
    if (samePage && document.activeElement && document.activeElement !== document.body) return
    const leftBehind = document.activeElement
    const until = performance.now() + LOOK_FOR_MS
    let frame = 0
    const look = () => {
      const focusMoved = document.activeElement !== leftBehind && document.activeElement !== document.body
      if (focusMoved) return
      const heading = document.querySelector<HTMLElement>('main h1')
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
        heading.focus()
        return
      }
      if (performance.now() < until) frame = requestAnimationFrame(look)
    }
    frame = requestAnimationFrame(look)
    return () => cancelAnimationFrame(frame)
  }, [pathname, search])
}
