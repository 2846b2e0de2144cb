import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { useT } from '@/lib/i18n'

/**
 * What a browser that runs no scripts shows first: the server renders the pages in the reader's
 * language, so the notice is theirs too, and on top of the page, not below its footer. The app
 * never shows it: React draws a `<noscript>`'s content only on the server.
 */
export function NoScriptNotice() {
  const { t } = useT()
  return (
    <noscript>
      <div className="container pt-3">
        <p className="alert alert-warning mb-0">{t('noScript.notice', { phone: ENQUIRY_PHONE })}</p>
      </div>
    </noscript>
  )
}
