import { get, useFormContext } from 'react-hook-form'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { fieldId } from '@/components/form/field-shell'
import { useT } from '@/lib/i18n'

interface CheckboxFieldProps {
  name: string
  label: string
  /** What ticking it accepts, readable before ticking (the terms of supply). */
  details?: { summary: string; paragraphs: readonly string[] }
}

export function CheckboxField({ name, label, details }: CheckboxFieldProps) {
  const { register, formState } = useFormContext()
  const { t, translate, language } = useT()
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message
  const id = fieldId(name)
  return (
    <div className="mb-3">
      {details && (
        <details className="field-details mt-0">
          <summary>{translate(details.summary)}</summary>
          {/* A reader of another language, given the English the utility binds itself by until its
              translation is reviewed, is told so, and what it covers, in their own (issue 49). */}
          {language !== 'en' &&
            details.paragraphs.some((paragraph) => translate(paragraph) === paragraph) && (
              <p className="mt-2 mb-0 field-hint">{t('terms.inEnglish')}</p>
            )}
          <ol className="mt-2">
            {details.paragraphs.map((paragraph) => {
              const read = translate(paragraph)
              return (
                <li key={paragraph} lang={language !== 'en' && read === paragraph ? 'en' : undefined}>
                  {read}
                </li>
              )
            })}
          </ol>
        </details>
      )}
      {error && (
        <div id={`${id}-error`} className="field-error">
          <span className="visually-hidden">{translate(KIT.errorPrefix)} </span>
          {translate(error)}
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
          {translate(label)}
        </label>
      </div>
    </div>
  )
}
