import { get, useFormContext } from 'react-hook-form'
import { fieldId } from '@/components/form/field-shell'

/** Yes/no as two radios, never a select. */
export function YesNoField({ name, label }: { name: string; label: string }) {
  const { register, formState } = useFormContext()
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message
  const id = fieldId(name)
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fw-semibold fs-6 mb-1">{label}</legend>
      {error && (
        <div id={`${id}-error`} className="field-error">
          <span className="visually-hidden">Error: </span>
          {error}
        </div>
      )}
      {['Yes', 'No'].map((option) => (
        <div className="form-check form-check-inline" key={option}>
          <input
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            type="radio"
            id={`${id}-${option}`}
            value={option}
            {...register(name)}
          />
          <label className="form-check-label" htmlFor={`${id}-${option}`}>
            {option}
          </label>
        </div>
      ))}
    </fieldset>
  )
}
