import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now, updated as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    // Pages rendered at build time know no screen: they render for the wide one.
    () => false,
  )
}
