import { useEffect } from 'react'
import { useT } from './i18n'

const pageTitle = (title: string, utility: string) => `${title} — ${utility}`
let titleReporter: ((title: string) => void) | undefined

/** Each screen names itself in the tab and to screen readers. */
export function usePageTitle(title: string) {
  const full = pageTitle(title, useT().t('topBar.utility'))
  titleReporter?.(full)
  useEffect(() => {
    document.title = full
  }, [full])
}

/** For the build's rendering of pages, where effects do not run: it is told each page's title. */
export function reportPageTitles(reporter: (title: string) => void) {
  titleReporter = reporter
  return () => (titleReporter = undefined)
}
