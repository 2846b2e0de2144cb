import { useEffect } from 'react'

/** Each screen names itself in the tab and to screen readers. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} — Bhutan Power Corporation`
  }, [title])
}
