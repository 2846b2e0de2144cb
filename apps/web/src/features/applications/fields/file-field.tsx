import { useRef, useState } from 'react'
import { Button } from 'react-bootstrap'
import { get, useController, useFormContext } from 'react-hook-form'
import { ATTACHMENT_ACCEPT, attachmentProblem, safeFileName } from '@portal/domain/attachments'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/form-texts'
import { describedBy, FieldShell, fieldId } from '@/components/form/field-shell'
import { formatBytes } from '@/lib/format'
import { useT } from '@/lib/i18n'

/**
 * A file input holding one File. A file that is too large or of the wrong type is refused
 * with the specification's message and the input is cleared; a chosen file shows its name as
 * the portal will keep it (no direction controls that would show it as another).
 */
export function FileField({ name, label }: { name: string; label: string }) {
  const { control, formState } = useFormContext()
  const { translate } = useT()
  // A refused file's reason outlives the re-validation that clearing the value triggers.
  const [refusal, setRefusal] = useState<string>()
  const {
    field: { ref, onBlur, onChange, value },
  } = useController({ name, control })
  const error = refusal ?? (get(formState.errors, name) as { message?: string } | undefined)?.message
  const id = fieldId(name)
  const chosen = value as File | undefined
  const input = useRef<HTMLInputElement | null>(null)
  const hint = KIT.attachmentHint
  const described = describedBy(id, hint, error)

  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {chosen && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <p className="mb-0 me-2" id={`${id}-chosen`}>
            <span className="fw-semibold">{safeFileName(chosen.name)}</span>, {formatBytes(chosen.size)}
          </p>
          <Button variant="outline-secondary" size="sm" onClick={() => input.current?.click()}>
            {translate(KIT.chooseAnother)}
            <span className="visually-hidden">
              {' '}
              {translate(KIT.forDocument)} {translate(label)}
            </span>
          </Button>
          <Button variant="link" size="sm" onClick={() => onChange(undefined)}>
            {translate(KIT.remove)}
            <span className="visually-hidden"> {safeFileName(chosen.name)}</span>
          </Button>
        </div>
      )}
      <input
        id={id}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        // Once a file is held, the browser's own "No file chosen" would contradict its name: the
        // input steps aside for the buttons above, which act on it.
        className={chosen ? 'visually-hidden' : `form-control${error ? ' is-invalid' : ''}`}
        tabIndex={chosen ? -1 : undefined}
        {...described}
        ref={(element) => {
          ref(element)
          input.current = element
        }}
        name={name}
        onBlur={onBlur}
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (!file) return
          const problem = attachmentProblem(file)
          if (problem) {
            event.target.value = ''
            setRefusal(problem)
            onChange(undefined)
            return
          }
          setRefusal(undefined)
          onChange(file)
          event.target.value = ''
        }}
      />
    </FieldShell>
  )
}
