import { useSyncExternalStore } from 'react'

const nothingToWatch = () => () => {}

/**
 * False while the page is still the HTML the build rendered, true once the app runs it. A
 * control whose handler is not there yet stays disabled, rather than dropping a tap or letting
 * the browser submit a form on its own.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  )
