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
    // The server knows no screen: it renders for a phone, the country's usual one, where a
    // `max-width` query holds; a wider screen changes to its own layout once the app runs.
    () => query.includes('max-width'),
  )
}
