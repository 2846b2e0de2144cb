import { useT } from '@/lib/i18n'
import { ACCOUNT_TEXTS as A } from '@portal/domain/i18n/kit-texts'
import { useFormContext, useWatch } from 'react-hook-form'
import { dzongkhaPapersInEnglish } from 'virtual:papers-language'
import { LANGUAGE_NAMES, LANGUAGES, LATIN_NAMES } from '@portal/domain/i18n/languages'
import { DzongkhaName } from '@/components/dzongkha-name'
import { fieldId } from '@/components/form/field-shell'

/**
 * The language of what the portal sends the customer (DESIGN.md §7): two radios. Dzongkha
 * chosen while its papers are unreviewed, a line says that letters and receipts come in
 * English until then (issue 34); it goes once every paper prints in Dzongkha.
 */
export function LanguageField({ papersInEnglish = dzongkhaPapersInEnglish }: { papersInEnglish?: boolean }) {
  const { register, control } = useFormContext()
  const chosen = useWatch({ control, name: 'language' }) as unknown
  const { translate } = useT()
  const id = fieldId('language')
  return (
    <fieldset className="mb-3" aria-describedby={`${id}-hint`}>
      <legend className="form-label fw-semibold fs-6 mb-1">{translate(A.language)}</legend>
      <div id={`${id}-hint`} className="field-hint">
        {translate(A.languageHint)}
        {chosen === 'dz' && papersInEnglish && <span className="d-block">{translate(A.languagePapers)}</span>}
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
          <label className="form-check-label" htmlFor={`${id}-${language}`}>
            {language === 'dz' ? (
              <>
                <DzongkhaName /> · {LATIN_NAMES.dz}
              </>
            ) : (
              <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            )}
          </label>
        </div>
      ))}
    </fieldset>
  )
}
