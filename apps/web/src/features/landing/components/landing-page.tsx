import { Link, useLocation } from 'react-router'
import { REQUEST_PAGES } from '@portal/domain/catalogue'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { useT } from '@/lib/i18n'
import { useHydrated } from '@/lib/use-hydrated'
import { usePageTitle } from '@/lib/use-page-title'

/** Static content on the first load of most visits: Bootstrap's classes, no component library (decision 020). */
export default function LandingPage() {
  const { t } = useT()
  usePageTitle(t('landing.pageTitle'))
  // The browser keeps a page's state through a reload, the server's HTML never has it: drawn
  // once the app runs, or the first render would not match the page it takes over.
  const hydrated = useHydrated()
  const state = useLocation().state as { signedOut?: boolean } | null
  const signedOut = hydrated && state?.signedOut
  return (
    <>
      <section className="banner" aria-labelledby="banner-title">
        <div className="container banner-text">
          <h1 id="banner-title" className="display-6 fw-bold">
            {t('landing.title')}
          </h1>
          <p className="lead mb-0">{t('landing.lead')}</p>
        </div>
      </section>
      <div className="container py-4">
        {signedOut && (
          <p className="alert alert-success" role="status">
            {t('landing.signedOut')}
          </p>
        )}
        <h2 className="h4 mb-3">{t('landing.choose')}</h2>
        <ol className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled">
          {REQUEST_PAGES.map((page, index) => (
            <li className="col" key={page.path}>
              <div className="card service-card h-100">
                <div className="card-body">
                  <span className="card-number" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <h3 className="card-title h5 mt-1">
                    <Link to={page.path} className="stretched-link text-decoration-none">
                      {t(`service.${page.path}.title`)}
                    </Link>
                  </h3>
                  <p className="card-text">{t(`service.${page.path}.summary`)}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 mb-0">{t('landing.notSure', { phone: ENQUIRY_PHONE })}</p>
      </div>
    </>
  )
}
