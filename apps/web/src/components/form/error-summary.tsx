import { useEffect, useReducer, useRef, type MouseEvent } from 'react'
import { useFormContext, type FieldErrors } from 'react-hook-form'
import { labelled } from '@portal/domain/i18n/dzongkha-grammar'
import { useT } from '@/lib/i18n'

/** For a form with an ErrorSummary: the summary takes the focus, not the first field in error. */
export const ERROR_SUMMARY_FORM_OPTIONS = { shouldFocusError: false } as const

/** Each error of the form as [field name, message], nested names dotted as react-hook-form names them. */
export function errorEntries(errors: FieldErrors, prefix = ''): [name: string, message: string][] {
  return Object.entries(errors).flatMap(([key, error]): [string, string][] => {
    if (!error || typeof error !== 'object') return []
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof error.message === 'string' && error.message) return [[name, error.message]]
    return errorEntries(error as FieldErrors, name)
  })
}

/** The input a field's name points at, and the words that label it (a group's legend for radios). */
function fieldOf(name: string) {
  const input = document.getElementsByName(name)[0] as HTMLInputElement | undefined
  if (!input) return undefined
  const legend = input.type === 'radio' ? input.closest('fieldset')?.querySelector('legend') : undefined
  const label = legend?.textContent ?? input.labels?.[0]?.textContent ?? name
  // A label that is a sentence ('I confirm … supply.') loses its full stop before the colon.
  return { input, label: label.trim().replace(/[.:]$/, '') }
}

/**
 * GOV.UK's error summary: after a failed submit, the count and a list of the errors at the top
 * of the form, each linked to its field, and focused so a phone shows it and a screen reader
 * reads it. The messages by the fields stay as the specification words them.
 */
export function ErrorSummary() {
  const { formState } = useFormContext()
  const { t, errorText, language } = useT()
  const summary = useRef<HTMLDivElement>(null)
  // The fields' labels are read from the page, which shows a new language only once this render
  // is done: after a switch, once more, or the list would name the fields in the language before.
  const [, readLabelsAgain] = useReducer((count: number) => count + 1, 0)
  useEffect(() => readLabelsAgain(), [language])
  const { submitCount, errors } = formState
  const entries = errorEntries(errors)
    .map(([name, message]) => ({ name, message, field: fieldOf(name) }))
    .sort((a, b) =>
      a.field &&
      b.field &&
      a.field.input.compareDocumentPosition(b.field.input) & Node.DOCUMENT_POSITION_PRECEDING
        ? 1
        : -1,
    )

  useEffect(() => {
    if (submitCount === 0) return
    // A field in error inside a folded section (a correction's unchanged answers) shows itself.
    for (const field of document.querySelectorAll('details [aria-invalid="true"]'))
      field.closest('details')!.open = true
    summary.current?.focus()
  }, [submitCount])

  if (submitCount === 0 || entries.length === 0) return null
  const goTo = (event: MouseEvent, input?: HTMLElement) => {
    if (!input) return
    // Focus the field itself: a fragment only scrolls, and the router would take it as a navigation.
    event.preventDefault()
    input.focus()
    input.scrollIntoView({ block: 'center' })
  }
  return (
    <div
      ref={summary}
      tabIndex={-1}
      className="error-summary"
      role="alert"
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className="h5">
        {t('form.problems', { count: entries.length })}
      </h2>
      <ul className="mb-0">
        {entries.map(({ name, message, field }) => (
          <li key={name}>
            <a href={field ? `#${field.input.id}` : undefined} onClick={(event) => goTo(event, field?.input)}>
              {labelled(field?.label ?? name, errorText(message, field?.label ?? name))}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
