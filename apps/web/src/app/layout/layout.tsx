import { Outlet } from 'react-router'
import { useT } from '@/lib/i18n'
import { NoScriptNotice } from './no-script-notice'
import { SiteFooter } from './site-footer'
import { TopBar } from './top-bar'
import { useFocusOnNavigation } from '@/lib/use-focus-on-navigation'

export function Layout() {
  const { t } = useT()
  useFocusOnNavigation()
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        {t('skip.toMain')}
      </a>
      <TopBar />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <NoScriptNotice />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
