import { useState } from 'react'
import { Button } from 'react-bootstrap'
import { get, useController, useFormContext } from 'react-hook-form'
import { ATTACHMENT_ACCEPT, attachmentProblem } from '@portal/domain/attachments'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { describedBy, FieldShell, fieldId } from '@/components/form/field-shell'
import { formatBytes } from '@/lib/format'

/**
 * A file input holding one File. A file that is too large or of the wrong type is refused
 * with the specification's message and the input is cleared; a chosen file shows its name.
 */
export function FileField({ name, label }: { name: string; label: string }) {
  const { control, formState } = useFormContext()
  // A refused file's reason outlives the re-validation that clearing the value triggers.
  const [refusal, setRefusal] = useState<string>()
  const {
    field: { ref, onBlur, onChange, value },
  } = useController({ name, control })
  const error = refusal ?? (get(formState.errors, name) as { message?: string } | undefined)?.message
  const id = fieldId(name)
  const chosen = value as File | undefined

  return (
    <FieldShell id={id} label={label} hint={M.attachmentHint} error={error}>
      {chosen && (
        <p className="mb-1" id={`${id}-chosen`}>
          <span className="fw-semibold">{chosen.name}</span>, {formatBytes(chosen.size)}{' '}
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => onChange(undefined)}>
            Remove
          </Button>
        </p>
      )}
      <input
        id={id}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        className={`form-control${error ? ' is-invalid' : ''}`}
        {...describedBy(id, M.attachmentHint, error)}
        ref={ref}
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
