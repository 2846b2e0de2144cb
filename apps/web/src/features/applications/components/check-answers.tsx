import { useEffect, useRef, type FormEventHandler } from 'react'
import { Button, ProgressBar } from 'react-bootstrap'
import { useWatch } from 'react-hook-form'
import { safeFileName } from '@portal/domain/attachments'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import type { FormDefinition } from '@portal/domain/applications/form-definitions/form-definition'
import { fieldId } from '@/components/form/field-shell'
import { SubmitButton } from '@/components/form/submit-button'
import { formatBytes } from '@/lib/format'
import { useT } from '@/lib/i18n'
import { useDivisionName } from '@/lib/lookups'
import { answerRows } from '../forms/answer-rows'
import { isKeptDocument } from '../forms/form-values'

const documentText = (value: unknown) =>
  value instanceof File || isKeptDocument(value)
    ? `${safeFileName(value.name)}, ${formatBytes(value.size)}`
    : undefined

interface CheckAnswersProps {
  definition: FormDefinition
  busy: boolean
  /** The upload's progress (0–100) while the filing goes up. */
  progress?: number
  onSend: FormEventHandler<HTMLFormElement>
  /** Back to the form, at this field. */
  onChange(name: string): void
  onBack(): void
}

/**
 * GOV.UK's "Check your answers": every answer of the form in its order, each with a Change
 * link back to its field, and only then the filing. The values are the form's own, so what is
 * listed is what is sent.
 */
export function CheckAnswers({ definition, busy, progress, onSend, onChange, onBack }: CheckAnswersProps) {
  const { t, translate } = useT()
  const values = useWatch() as Record<string, unknown>
  const divisionName = useDivisionName()
  const rows = answerRows(definition, values, { translate, divisionName, documentText })
  const heading = useRef<HTMLHeadingElement>(null)
  // A new step of the same page: the keyboard and screen reader start at its heading.
  useEffect(() => heading.current?.focus(), [])

  return (
    <form noValidate onSubmit={onSend} aria-labelledby="check-answers-title">
      <p className="page-caption">{translate(definition.heading)}</p>
      <h1 id="check-answers-title" ref={heading} tabIndex={-1} className="h2">
        {t('check.title')}
      </h1>
      <dl className="summary-list check-answers">
        {rows.map(({ name, label, value, typed }) => (
          <div key={name}>
            <dt>{label}</dt>
            <dd className={typed ? 'remarks' : undefined}>{value}</dd>
            <dd className="check-answers-change">
              <a
                href={`#${fieldId(name)}`}
                onClick={(event) => {
                  // The field is on the form's step, not in this page: the form takes it there.
                  event.preventDefault()
                  onChange(name)
                }}
              >
                {t('check.change')}
                <span className="visually-hidden"> {label}</span>
              </a>
            </dd>
          </div>
        ))}
      </dl>
      {progress !== undefined && (
        <ProgressBar
          now={progress}
          label={`${progress}%`}
          className="mb-3"
          aria-label={t('form.uploadProgress')}
        />
      )}
      <div className="d-flex gap-2">
        <Button variant="outline-secondary" onClick={onBack}>
          {translate(KIT.back)}
        </Button>
        <SubmitButton busy={busy}>{translate(KIT.submit)}</SubmitButton>
      </div>
    </form>
  )
}
