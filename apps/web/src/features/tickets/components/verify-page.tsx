import { useQuery } from '@tanstack/react-query'
import { Alert, Container } from 'react-bootstrap'
import { useParams } from 'react-router'
import { ENQUIRY_PHONE, UTILITY_NAME } from '@portal/domain/constants'
import type { TVerifiedLetter } from '@portal/domain/tickets'
import { SummaryList } from '@/components/summary-list'
import { api } from '@/lib/api-client'
import { formatDate } from '@/lib/format'
import { LoadingSpinner } from '@/components/page-loading'
import { usePageTitle } from '@/lib/use-page-title'
import { statusDisplay } from '@portal/domain/status'

type VerifiedLetter = TVerifiedLetter

/** /verify/{code}: anyone holding a paper letter or receipt can check it is genuine. */
export default function VerifyPage() {
  usePageTitle('Check a letter')
  const { code } = useParams()
  const letter = useQuery({
    queryKey: ['verify', code],
    queryFn: async () => (await api.get<VerifiedLetter>(`/verify/${code}/`)).data,
    retry: false,
  })
  return (
    <Container className="py-4 form-narrow">
      <h1 className="h2">Check a letter</h1>
      {letter.isPending && <LoadingSpinner label="Checking…" />}
      {letter.isError && (
        <Alert variant="danger">
          No letter or receipt of {UTILITY_NAME} has this code. It may not be genuine: call {ENQUIRY_PHONE} to
          check.
        </Alert>
      )}
      {letter.data?.document === 'receipt' && (
        <>
          <Alert variant="success">
            {UTILITY_NAME} issued a receipt with this code: it received this application.
          </Alert>
          <SummaryList
            rows={[
              ['Application ID', String(letter.data.id)],
              ['Service', letter.data.service_name],
              ['Received on', formatDate(letter.data.filed_on)],
              ['Status now', statusDisplay(letter.data.status)],
              ['Filed by', letter.data.name],
              ['Location', letter.data.location || '—'],
            ]}
          />
          <p className="text-body-secondary small">
            Compare these with the receipt in your hand: if any differ, the receipt has been changed. Call{' '}
            {ENQUIRY_PHONE} to check.
          </p>
        </>
      )}
      {letter.data?.document === 'letter' && (
        <>
          <Alert variant="success">{UTILITY_NAME} issued a letter with this code. Its decision:</Alert>
          <SummaryList
            rows={[
              ['Application ID', String(letter.data.id)],
              ['Service', letter.data.service_name],
              ['Decision', letter.data.status],
              ['Decided on', letter.data.decided_on ? formatDate(letter.data.decided_on) : '—'],
              ...validity(letter.data),
              ['Issued to', letter.data.name],
              ['Location', letter.data.location || '—'],
              ['Category', letter.data.category || '—'],
              ['Remarks', letter.data.remarks || '—'],
            ]}
          />
          <p className="text-body-secondary small">
            Compare these with the letter in your hand: if any differ, the letter has been changed. Call{' '}
            {ENQUIRY_PHONE} to check.
          </p>
        </>
      )}
    </Container>
  )
}

/** An approved power clearance's last day of use, and whether it has passed: what a checker asks. */
function validity(letter: VerifiedLetter): [string, string][] {
  if (!letter.valid_until) return []
  const lapsed = new Date(letter.valid_until).getTime() < Date.now()
  return [['Valid until', `${formatDate(letter.valid_until)}${lapsed ? ' (expired)' : ''}`]]
}
