import { useFormContext } from 'react-hook-form'
import { LANGUAGE_NAMES, LANGUAGES } from '@portal/domain/i18n/languages'
import { fieldId } from '@/components/form/field-shell'

/** The language of what the portal sends the customer (DESIGN.md §7): two radios. */
export function LanguageField() {
  const { register } = useFormContext()
  const id = fieldId('language')
  return (
    <fieldset className="mb-3" aria-describedby={`${id}-hint`}>
      <legend className="form-label fw-semibold fs-6 mb-1">Language of SMS, emails and letters</legend>
      <div id={`${id}-hint`} className="field-hint">
        What the utility sends you about your applications is written in it.
      </div>
      {LANGUAGES.map((language) => (
        <div className="form-check form-check-inline" key={language}>
          <input
            className="form-check-input"
            type="radio"
            id={`${id}-${language}`}
            value={language}
            {...register('language')}
          />
          <label className="form-check-label" htmlFor={`${id}-${language}`} lang={language}>
            {LANGUAGE_NAMES[language]}
          </label>
        </div>
      ))}
    </fieldset>
  )
}
