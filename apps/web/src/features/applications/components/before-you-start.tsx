import { Button } from 'react-bootstrap'
import type { TServiceTypeKey } from '@portal/domain/catalogue'
import {
  DOCUMENT_RULES,
  NO_FEE_KNOWN,
  type TServiceDocument,
  type TServiceGuide,
} from '@portal/domain/service-guides'
import { useServiceTargets } from '@/lib/lookups'

/** A service page's first step: what the service is for, who may apply, what to have ready. */
export function BeforeYouStart({
  guide,
  type,
  onStart,
}: {
  guide: TServiceGuide
  type: TServiceTypeKey
  onStart(): void
}) {
  return (
    <section aria-labelledby="before-you-start">
      <h2 id="before-you-start" className="h4">
        Before you start
      </h2>
      <h3 className="h6 fw-bold mt-3 mb-1">What it is for</h3>
      <p>{guide.purpose}</p>
      <h3 className="h6 fw-bold mb-1">Who may apply</h3>
      <p>{guide.whoMayApply}</p>
      <h3 className="h6 fw-bold mb-1">Documents to have ready</h3>
      {guide.documents.length === 0 ? (
        <p>None: this service needs no documents.</p>
      ) : (
        <>
          <ul className="mb-1">
            {guide.documents.map((document) => (
              <li key={document.field}>{describe(document)}</li>
            ))}
          </ul>
          <p className="small text-body-secondary">Each one: {DOCUMENT_RULES}</p>
        </>
      )}
      <h3 className="h6 fw-bold mb-1">Fee</h3>
      <p>{guide.fee ?? NO_FEE_KNOWN}</p>
      <h3 className="h6 fw-bold mb-1">When to expect a decision</h3>
      <p>
        <ExpectedTime type={type} />
      </p>
      <Button size="lg" onClick={onStart}>
        Start
      </Button>
    </section>
  )
}

const describe = (document: TServiceDocument) =>
  document.optional
    ? `${document.label} (if you have one)`
    : document.when
      ? `${document.label}, ${document.when}`
      : document.label

function ExpectedTime({ type }: { type: TServiceTypeKey }) {
  const targets = useServiceTargets()
  const target = targets.data?.find((t) => t.key === type)
  if (!target)
    return targets.isPending ? (
      <>Loading…</>
    ) : (
      <>Your ticket shows the expected decision date once you have filed.</>
    )
  return (
    <>
      Within {target.working_days} working {target.working_days === 1 ? 'day' : 'days'} of filing (weekends
      and public holidays excluded); your ticket shows the date. Time the utility waits for changes you are
      asked to make does not count.
    </>
  )
}
