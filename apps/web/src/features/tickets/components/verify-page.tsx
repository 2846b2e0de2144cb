import { PAGE_DATA_KEYS } from '@portal/domain/web-pages'
import { useQuery } from '@tanstack/react-query'
import { Alert, Container } from 'react-bootstrap'
import { useParams } from 'react-router'
import type { TLabelledValue } from '@portal/domain/applications/field-labels'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import type { TVerifiedPaper } from '@portal/domain/tickets'
import { SummaryList } from '@/components/summary-list'
import { api } from '@/lib/api-client'
import { formatDate } from '@/lib/format'
import { useT } from '@/lib/i18n'
import { LoadingSpinner } from '@/components/page-loading'
import { usePageTitle } from '@/lib/use-page-title'
import { useTicketWords } from '@/lib/use-ticket-words'

/**
 * /verify/{code}: anyone holding a paper letter or receipt can check it is genuine. It shows
 * what identifies the paper, to compare, and nothing the paper's holder could not already read
 * on it: not where the application stands now (decision 047).
 */
export default function VerifyPage() {
  const { t } = useT()
  usePageTitle(t('verify.title'))
  const { code } = useParams()
  const paper = useQuery({
    queryKey: PAGE_DATA_KEYS.verify(code!),
    queryFn: async () => (await api.get<TVerifiedPaper>(`/verify/${code}/`)).data,
    retry: false,
    // The server renders the page with it (plugins/web-app.ts): asked for when it could not, and
    // not again as the app takes the page over.
    staleTime: 5 * 60_000,
  })
  return (
    <Container className="py-4 form-narrow">
      <h1 className="h2">{t('verify.title')}</h1>
      {paper.isPending && <LoadingSpinner label={t('verify.checking')} />}
      {paper.isError && <Alert variant="danger">{t('verify.notFound', { phone: ENQUIRY_PHONE })}</Alert>}
      {paper.data && <VerifiedPaper paper={paper.data} />}
    </Container>
  )
}

function VerifiedPaper({ paper }: { paper: TVerifiedPaper }) {
  const { t } = useT()
  const { serviceName } = useTicketWords()
  const identity: TLabelledValue[] = [
    [t('verify.applicationId'), String(paper.id)],
    [t('verify.service'), serviceName(paper.service, paper.request_type)],
  ]
  const validity = useValidity()
  const phone = { phone: ENQUIRY_PHONE }
  if (paper.document === 'receipt') {
    return (
      <>
        <Alert variant="success">{t('verify.receipt.found')}</Alert>
        <SummaryList
          rows={[
            [t('verify.paper'), t('verify.paper.receipt')],
            ...identity,
            [t('verify.receivedOn'), formatDate(paper.filed_on)],
            [t('verify.filedBy'), paper.name, 'as typed'],
          ]}
        />
        <p>{t('verify.receipt.notDecision')}</p>
        <p className="text-body-secondary small">{t('verify.compare.receipt', phone)}</p>
        <p className="text-body-secondary small">{t('verify.private', phone)}</p>
      </>
    )
  }
  return (
    <>
      <Alert variant="success">{t('verify.letter.found')}</Alert>
      <SummaryList
        rows={[
          [t('verify.paper'), t(`verify.paper.${paper.decision}`)],
          ...identity,
          [t('verify.decision'), t(`verify.decision.${paper.decision}`)],
          [t('verify.decidedOn'), formatDate(paper.decided_on)],
          ...validity(paper.valid_until),
          [t('verify.issuedTo'), paper.name, 'as typed'],
        ]}
      />
      <p className="text-body-secondary small">{t('verify.compare.letter', phone)}</p>
      <p className="text-body-secondary small">{t('verify.private', phone)}</p>
    </>
  )
}

/** An approved power clearance's last day of use, and whether it has passed: what a checker asks. */
function useValidity() {
  const { t } = useT()
  return (validUntil: string | undefined): [string, string][] => {
    if (!validUntil) return []
    const lapsed = new Date(validUntil).getTime() < Date.now()
    return [[t('verify.validUntil'), `${formatDate(validUntil)}${lapsed ? ` ${t('verify.expired')}` : ''}`]]
  }
}
