import { get, useFormContext } from 'react-hook-form'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { fieldId } from '@/components/form/field-shell'
import { useT } from '@/lib/i18n'

/** Yes/no as two radios, never a select. */
export function YesNoField({ name, label }: { name: string; label: string }) {
  const { register, formState } = useFormContext()
  const { translate } = useT()
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message
  const id = fieldId(name)
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fw-semibold fs-6 mb-1">{translate(label)}</legend>
      {error && (
        <div id={`${id}-error`} className="field-error">
          <span className="visually-hidden">{translate(KIT.errorPrefix)} </span>
          {translate(error)}
        </div>
      )}
      {[KIT.yes, KIT.no].map((option) => (
        <div className="form-check form-check-inline" key={option}>
          <input
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            type="radio"
            id={`${id}-${option}`}
            value={option}
            {...register(name)}
          />
          <label className="form-check-label" htmlFor={`${id}-${option}`}>
            {translate(option)}
          </label>
        </div>
      ))}
    </fieldset>
  )
}
