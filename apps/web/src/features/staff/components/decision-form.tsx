import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Card } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { ZDecisionSchema, type TDecision, type TDecisionInput } from '@portal/domain/staff/decisions'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { describeFailure } from '@/lib/api-client'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { useDecide } from '../api/staff-applications'
import { dzongkhaPapersInEnglish } from 'virtual:catalogue/en'
import { RemarkLanguageWarning } from './remark-language-warning'

/**
 * Approve or reject, with remarks (required to reject). A lost race shows the other outcome.
 * `papersInEnglish`: whether a Dzongkha reader's letter still prints in English (its Dzongkha
 * text awaits review), which the officer is told, as the customer is.
 */
export function DecisionForm({
  id,
  reader,
  papersInEnglish = dzongkhaPapersInEnglish,
}: {
  id: string
  reader: TLanguage
  papersInEnglish?: boolean
}) {
  const form = useForm<TDecisionInput, unknown, TDecision>({
    resolver: zodResolver(ZDecisionSchema),
    defaultValues: { remarks: '' },
  })
  const decide = useDecide(id)
  const error = form.formState.errors.decision?.message
  return (
    <Card className="mt-4">
      <Card.Body>
        <h2 className="h5">Decision</h2>
        {reader === 'dz' && papersInEnglish && (
          <p className="form-text mt-0">
            The customer reads Dzongkha; the letter prints in English until its Dzongkha text is reviewed. The
            SMS goes in Dzongkha.
          </p>
        )}
        {decide.isError && <Alert variant="warning">{describeFailure(decide.error).detail}</Alert>}
        <FormProvider {...form}>
          <form
            noValidate
            aria-label="Decision"
            onSubmit={form.handleSubmit((values) => decide.mutate(values))}
          >
            <fieldset className="mb-3">
              <legend className="form-label fw-semibold fs-6 mb-1">Outcome</legend>
              {error && <div className="field-error">{error}</div>}
              {(['Approved', 'Rejected'] as const).map((outcome) => (
                <div className="form-check form-check-inline" key={outcome}>
                  <input
                    className="form-check-input"
                    type="radio"
                    id={`decision-${outcome}`}
                    value={outcome}
                    {...form.register('decision')}
                  />
                  <label className="form-check-label" htmlFor={`decision-${outcome}`}>
                    {outcome === 'Approved' ? 'Approve' : 'Reject'}
                  </label>
                </div>
              ))}
            </fieldset>
            <TextField
              name="remarks"
              label="Remarks"
              hint="Shown to the customer and printed on the letter. Required to reject."
              multiline
              maxLength={1000}
            />
            <RemarkLanguageWarning name="remarks" reader={reader} />
            <SubmitButton busy={decide.isPending}>Record decision</SubmitButton>
          </form>
        </FormProvider>
      </Card.Body>
    </Card>
  )
}
