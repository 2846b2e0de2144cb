import { useT } from '@/lib/i18n'
import { ACCOUNT_TEXTS as A } from '@portal/domain/i18n/form-texts'
import { useFormContext } from 'react-hook-form'
import { LANGUAGE_NAMES, LANGUAGES } from '@portal/domain/i18n/languages'
import { fieldId } from '@/components/form/field-shell'

/** The language of what the portal sends the customer (DESIGN.md §7): two radios. */
export function LanguageField() {
  const { register } = useFormContext()
  const { translate } = useT()
  const id = fieldId('language')
  return (
    <fieldset className="mb-3" aria-describedby={`${id}-hint`}>
      <legend className="form-label fw-semibold fs-6 mb-1">{translate(A.language)}</legend>
      <div id={`${id}-hint`} className="field-hint">
        {translate(A.languageHint)}
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
