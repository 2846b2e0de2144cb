import { useEffect } from 'react'

const pageTitle = (title: string) => `${title} — Bhutan Power Corporation`
let titleReporter: ((title: string) => void) | undefined

/** Each screen names itself in the tab and to screen readers. */
export function usePageTitle(title: string) {
  titleReporter?.(pageTitle(title))
  useEffect(() => {
    document.title = pageTitle(title)
  }, [title])
}

/** For the build's rendering of pages, where effects do not run: it is told each page's title. */
export function reportPageTitles(reporter: (title: string) => void) {
  titleReporter = reporter
  return () => (titleReporter = undefined)
}
