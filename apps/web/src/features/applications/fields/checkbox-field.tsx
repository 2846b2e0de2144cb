import { get, useFormContext } from 'react-hook-form'
import { fieldId } from '@/components/form/field-shell'

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { register, formState } = useFormContext()
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message
  const id = fieldId(name)
  return (
    <div className="mb-3">
      {error && (
        <div id={`${id}-error`} className="field-error">
          <span className="visually-hidden">Error: </span>
          {error}
        </div>
      )}
      <div className="form-check large-check">
        <input
          className={`form-check-input${error ? ' is-invalid' : ''}`}
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
    </div>
  )
}
