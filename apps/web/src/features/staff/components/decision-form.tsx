import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Card } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { ZDecisionSchema, type TDecision, type TDecisionInput } from '@portal/domain/staff/decisions'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { describeFailure } from '@/lib/api-client'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { useDecide } from '../api/staff-applications'
import { dzongkhaPapersInEnglish } from 'virtual:papers-language'
import { RemarkLanguageWarning } from './remark-language-warning'

/**
 * Approve or reject, with remarks (required to reject), then confirm: a decision is final, and
 * the customer is told at once, so a slip of the finger must not make one. A lost race shows
 * the other outcome.
 * `papersInEnglish`: whether a Dzongkha reader's letter still prints in English (its Dzongkha
 * text awaits review), which the officer is told, as the customer is.
 */
export function DecisionForm({
  id,
  reader,
  letter,
  takenBy,
  papersInEnglish = dzongkhaPapersInEnglish,
}: {
  id: string
  reader: TLanguage
  /** Whether the customer receives a decision letter (only some services': spec §2). */
  letter: boolean
  /** Another officer who has taken the application, asked about once more before deciding. */
  takenBy?: string
  papersInEnglish?: boolean
}) {
  const form = useForm<TDecisionInput, unknown, TDecision>({
    resolver: zodResolver(ZDecisionSchema),
    defaultValues: { remarks: '' },
  })
  const decide = useDecide(id)
  const error = form.formState.errors.decision?.message
  const [confirming, setConfirming] = useState<TDecision>()
  // Back from the question (Go back, or a refusal): the keyboard returns to the outcome.
  const returning = useRef(false)
  useEffect(() => {
    if (confirming || !returning.current) return
    returning.current = false
    form.setFocus('decision')
  }, [confirming, form])
  const leaveTheQuestion = () => {
    returning.current = true
    setConfirming(undefined)
  }
  // A second tap before the button shows it is busy must not send the decision twice.
  const sending = useRef(false)
  const send = (decision: TDecision) => {
    if (sending.current) return
    sending.current = true
    decide.mutate(decision, {
      onSettled: () => {
        sending.current = false
        leaveTheQuestion()
      },
    })
  }
  return (
    <Card className="mt-4">
      <Card.Body>
        <h2 className="h5">Decision</h2>
        {reader === 'dz' && papersInEnglish && letter && (
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
            onSubmit={form.handleSubmit((values) => {
              decide.reset()
              setConfirming(values)
            })}
          >
            <fieldset disabled={confirming !== undefined}>
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
                hint={`Shown to the customer${letter ? ' and printed on the letter' : ''}. Required to reject.`}
                multiline
                maxLength={1000}
              />
              <RemarkLanguageWarning name="remarks" reader={reader} />
            </fieldset>
            {confirming ? (
              <Confirmation
                id={id}
                letter={letter}
                takenBy={takenBy}
                decision={confirming.decision}
                busy={decide.isPending}
                onConfirm={() => send(confirming)}
                onBack={leaveTheQuestion}
              />
            ) : (
              <SubmitButton busy={false}>Record decision</SubmitButton>
            )}
          </form>
        </FormProvider>
      </Card.Body>
    </Card>
  )
}

/** The decision asked again, plainly, before it is recorded; focus moves to the question. */
function Confirmation({
  id,
  letter,
  takenBy,
  decision,
  busy,
  onConfirm,
  onBack,
}: {
  id: string
  letter: boolean
  takenBy?: string
  decision: TDecision['decision']
  busy: boolean
  onConfirm(): void
  onBack(): void
}) {
  const question = useRef<HTMLHeadingElement>(null)
  useEffect(() => question.current?.focus(), [])
  const verb = decision === 'Approved' ? 'approve' : 'reject'
  return (
    <div className="border border-2 border-dark rounded p-3" role="group" aria-labelledby="confirm-decision">
      <h3 id="confirm-decision" className="h6" tabIndex={-1} ref={question}>
        {decision === 'Approved' ? 'Approve' : 'Reject'} application {id}?
      </h3>
      {takenBy && <p className="mb-2 fw-semibold">{takenBy} has taken this application.</p>}
      <p className="mb-2">
        The customer is told at once{letter ? ' and receives the letter' : ''}. A decision cannot be changed.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant={decision === 'Approved' ? 'primary' : 'danger'} disabled={busy} onClick={onConfirm}>
          Yes, {verb}
        </Button>
        <Button variant="outline-secondary" disabled={busy} onClick={onBack}>
          Go back
        </Button>
      </div>
    </div>
  )
}
