import { Button } from 'react-bootstrap'
import type { TServiceTypeKey } from '@portal/domain/catalogue'
import {
  DOCUMENT_RULES,
  NO_FEE_KNOWN,
  type TServiceDocument,
  type TServiceGuide,
} from '@portal/domain/service-guides'
import { useT } from '@/lib/i18n'
import { useServiceTargets } from '@/lib/lookups'
import { useHydrated } from '@/lib/use-hydrated'

/** A service page's first step: what the service is for, who may apply, what to have ready. */
export function BeforeYouStart({
  guide,
  type,
  heading,
  onStart,
}: {
  guide: TServiceGuide
  type: TServiceTypeKey
  /** In place of "Before you start", where the page is not the service's own. */
  heading?: string
  /** Without it, no Start button: the guide is read before signing in. */
  onStart?(): void
}) {
  const { t, translate } = useT()
  const hydrated = useHydrated()
  const describe = (document: TServiceDocument) => {
    const label = translate(document.label)
    if (document.optional) return t('guide.ifYouHaveOne', { document: label })
    if (document.when) return t('guide.documentWhen', { document: label, when: translate(document.when) })
    return label
  }
  return (
    <section aria-labelledby="before-you-start">
      <h2 id="before-you-start" className="h4">
        {heading ?? t('guide.title')}
      </h2>
      <h3 className="h6 fw-bold mt-3 mb-1">{t('guide.purpose')}</h3>
      <p>{translate(guide.purpose)}</p>
      <h3 className="h6 fw-bold mb-1">{t('guide.whoMayApply')}</h3>
      <p>{translate(guide.whoMayApply)}</p>
      <h3 className="h6 fw-bold mb-1">{t('guide.documents')}</h3>
      {guide.documents.length === 0 ? (
        <p>{t('guide.noDocuments')}</p>
      ) : (
        <>
          <ul className="mb-1">
            {guide.documents.map((document) => (
              <li key={document.field}>{describe(document)}</li>
            ))}
          </ul>
          <p className="small text-body-secondary">
            {t('guide.eachDocument', { rules: translate(DOCUMENT_RULES) })}
          </p>
        </>
      )}
      <h3 className="h6 fw-bold mb-1">{t('guide.fee')}</h3>
      <p>{translate(guide.fee ?? NO_FEE_KNOWN)}</p>
      <h3 className="h6 fw-bold mb-1">{t('guide.decision')}</h3>
      <p>
        <ExpectedTime type={type} />
      </p>
      {onStart && (
        // Drawn in the HTML before the app runs (scripts/prerender.mjs): a tap then would be lost.
        <Button size="lg" onClick={onStart} disabled={!hydrated}>
          {t('guide.start')}
        </Button>
      )}
    </section>
  )
}

function ExpectedTime({ type }: { type: TServiceTypeKey }) {
  const { t } = useT()
  const targets = useServiceTargets()
  const target = targets.data?.find((candidate) => candidate.key === type)
  if (!target) return <>{t(targets.isPending ? 'guide.loading' : 'guide.unknownTime')}</>
  return <>{t('guide.withinDays', { days: target.working_days })}</>
}
