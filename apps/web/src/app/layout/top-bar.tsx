import { lazy, Suspense, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { setLanguage, useT } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import { DzongkhaName } from '@/components/dzongkha-name'
import { ReadyButton } from '@/components/ready-button'

const AccountMenu = lazy(() => import('./account-menu'))
const MessagesLink = lazy(() => import('@/features/messages/components/messages-link'))

/**
 * The top bar (spec §2) in Bootstrap's navbar markup. On every page's first load, so it does
 * without react-bootstrap's Navbar (decision 020); the account menu loads once signed in.
 */
export function TopBar() {
  const { isSignedIn, customer } = useSession()
  const { t, language } = useT()
  const other = language === 'dz' ? 'en' : 'dz'
  const [menuOpen, setMenuOpen] = useState(false)
  const [switching, setSwitching] = useState(false)
  const name = customer?.name ?? t('topBar.myAccount')

  return (
    <header>
      <nav className="top-bar navbar navbar-expand-sm navbar-dark" aria-label={t('topBar.navigation')}>
        <div className="container">
          <Link to="/" className="navbar-brand d-flex align-items-center gap-2">
            <img src="/logo.svg" alt="" width={40} height={40} />
            <span className="brand-text">
              <span className="d-block fw-semibold">{t('topBar.utility')}</span>
              <small className="d-block">{t('topBar.portal')}</small>
            </span>
          </Link>
          {/* Beside the menu button on a phone, not folded inside it: what is new, and the language,
              apart at every width (an unread count would otherwise touch the language's name). */}
          <div className="top-bar-quick d-flex align-items-center ms-auto order-sm-last ms-sm-3 gap-1 gap-sm-3">
            {isSignedIn && (
              // Its place is held while its script comes: the language and the menu button do not move.
              <Suspense fallback={<span className="top-bar-target" aria-hidden="true" />}>
                <MessagesLink />
              </Suspense>
            )}
            <ReadyButton
              className="btn btn-link nav-link top-bar-target language-switch"
              // While the other language's words come, the button says it is busy.
              disabled={switching}
              aria-busy={switching}
              onClick={() => {
                setSwitching(true)
                void setLanguage(other, { waitForTheFont: false }).finally(() => setSwitching(false))
              }}
            >
              {/* The language's own name, and its English one where a device lacks the script
                  (under it on a phone). */}
              {other === 'dz' ? <DzongkhaName /> : <span lang={other}>{t('language.switchTo')}</span>}
              {t('language.switchToName') !== t('language.switchTo') && (
                <span className="language-english">
                  <span className="wide-only"> · </span>
                  {t('language.switchToName')}
                </span>
              )}
            </ReadyButton>
          </div>
          <ReadyButton
            className="navbar-toggler top-bar-target"
            aria-controls="top-bar-menu"
            aria-expanded={menuOpen}
            aria-label={t('topBar.menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="navbar-toggler-icon" />
          </ReadyButton>
          <div
            id="top-bar-menu"
            className={`navbar-collapse justify-content-end collapse${menuOpen ? ' show' : ''}`}
            // A page chosen from the open menu closes it; the account menu's toggle (the name, a
            // link by its markup) only opens the account menu, where Sign out is (issue 49).
            onClick={(event) => {
              const chosen = (event.target as HTMLElement).closest('a, .dropdown-item')
              if (chosen && !chosen.classList.contains('dropdown-toggle')) setMenuOpen(false)
            }}
          >
            <div className="navbar-nav align-items-sm-center gap-sm-3">
              <NavLink to="/ticket" className="nav-link">
                {t('topBar.viewApplication')}
              </NavLink>
              {isSignedIn ? (
                <Suspense fallback={<span className="nav-link">{name}</span>}>
                  <AccountMenu name={name} />
                </Suspense>
              ) : (
                <Link to="/customer-login" className="btn btn-warning fw-semibold signed-out-only">
                  {t('topBar.signIn')}
                </Link>
              )}
            </div>
          </div>
        </div>
      </nav>
    </header>
  )
}
