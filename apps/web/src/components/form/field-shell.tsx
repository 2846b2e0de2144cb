import type { ReactNode } from 'react'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { useT } from '@/lib/i18n'

interface FieldShellProps {
  id: string
  label: string
  hint?: string
  error?: string
  children: ReactNode
}

/**
 * Label, hint, error, then the field — the error tied to the field by the ids below. Each text
 * is shown in the page's language where the forms' catalogue has it (as is otherwise).
 */
export function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  const { translate, errorText } = useT()
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-semibold mb-1">
        {translate(label)}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="field-hint">
          {translate(hint)}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="field-error">
          <span className="visually-hidden">{translate(KIT.errorPrefix)} </span>
          {errorText(error, label)}
        </div>
      )}
      {children}
    </div>
  )
}

/** The aria attributes a field needs to announce its hint and error. */
export function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined }
}

export const fieldId = (name: string) => `field-${name.replaceAll('.', '-')}`
