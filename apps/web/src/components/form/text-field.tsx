import type { HTMLAttributes } from 'react'
import { get, useFormContext, type RegisterOptions } from 'react-hook-form'
import { describedBy, FieldShell, fieldId } from './field-shell'

interface TextFieldProps {
  name: string
  /** The input's id where two forms of one page have a field of this name; else from the name. */
  id?: string
  label: string
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'search'
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
  maxLength?: number
  /** Its value in the HTML the server renders, as sent (react-hook-form sets it once the app runs). */
  defaultValue?: string
  readOnly?: boolean
  multiline?: boolean
  registerOptions?: RegisterOptions
}

/** A text input bound to the surrounding react-hook-form by its name. */
export function TextField({
  name,
  id: givenId,
  label,
  hint,
  type = 'text',
  multiline,
  registerOptions,
  ...input
}: TextFieldProps) {
  const { register, formState } = useFormContext()
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message
  const id = givenId ?? fieldId(name)
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <textarea
          id={id}
          rows={3}
          className={`form-control${error ? ' is-invalid' : ''}`}
          {...describedBy(id, hint, error)}
          {...input}
          {...register(name, registerOptions)}
        />
      ) : (
        <input
          id={id}
          type={type}
          className={`form-control${error ? ' is-invalid' : ''}`}
          {...describedBy(id, hint, error)}
          {...input}
          {...register(name, registerOptions)}
        />
      )}
    </FieldShell>
  )
}
