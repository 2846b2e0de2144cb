import { Outlet } from 'react-router'
import { SiteFooter } from './site-footer'
import { TopBar } from './top-bar'

export function Layout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to main content
      </a>
      <TopBar />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
