import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { useT } from '@/lib/i18n'

export function SiteFooter() {
  const { t, underReview } = useT()
  return (
    <footer className="site-footer mt-auto py-4">
      {/* Once a page, quietly: the drafts are better than English to most readers, but drafts. */}
      {underReview && <p className="container small mb-2">{t('footer.underReview')}</p>}
      <div className="container d-flex flex-column flex-sm-row justify-content-between gap-2">
        <p className="mb-0">
          {t('footer.enquiry')} <a href={`tel:${ENQUIRY_PHONE}`}>{ENQUIRY_PHONE}</a>
        </p>
        {/* The year the page is read, which may not be the year it was built. */}
        <p className="mb-0" suppressHydrationWarning>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  )
}
