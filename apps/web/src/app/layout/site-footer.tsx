import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { useT } from '@/lib/i18n'

export function SiteFooter() {
  const { t } = useT()
  return (
    <footer className="site-footer mt-auto py-4">
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
