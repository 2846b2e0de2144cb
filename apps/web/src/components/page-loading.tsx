import { Navigate, type NavigateProps } from 'react-router'
import { useT } from '@/lib/i18n'

/** A spinner that says what it waits for to screen readers (Bootstrap's markup: it shows on every first load). */
export function LoadingSpinner({ label }: { label?: string }) {
  const { t } = useT()
  return (
    <div className="spinner-border" role="status">
      <span className="visually-hidden">{label ?? t('page.loading')}</span>
    </div>
  )
}

/**
 * Shown while a page's script chunk loads. Its `page-pending` keeps the footer below the screen
 * meanwhile (styles.css): the page's content would push it down, a shift a phone's reader sees.
 */
export function PageLoading() {
  return (
    <div className="page-pending container py-5 text-center">
      <LoadingSpinner />
    </div>
  )
}

/**
 * Sends the reader on to another page, whose script may still be loading: a spinner meanwhile,
 * not an empty page (after signing in on slow 4G it was 2.4 s with nothing in it).
 */
export function SendOn(props: NavigateProps) {
  return (
    <>
      <PageLoading />
      <Navigate {...props} />
    </>
  )
}
