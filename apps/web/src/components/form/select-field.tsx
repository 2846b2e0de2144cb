import { useEffect } from 'react'
import { get, useFormContext } from 'react-hook-form'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { useT } from '@/lib/i18n'
import { describedBy, FieldShell, fieldId } from './field-shell'

export interface SelectOption {
  value: string | number
  label: string
}

interface SelectFieldProps {
  name: string
  label: string
  options: SelectOption[]
  hint?: string
  /** The first option, meaning "nothing chosen yet". */
  placeholder?: string
  placeholderValue?: string | number
  loading?: boolean
  onChange?(): void
}

export function SelectField({
  name,
  label,
  options,
  hint,
  placeholder = 'Choose one',
  placeholderValue = 0,
  loading = false,
  onChange,
}: SelectFieldProps) {
  const { register, formState, getValues, setValue } = useFormContext()
  const { translate } = useT()
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message
  const id = fieldId(name)
  // A value given before its options arrived (a prefill, a saved profile) shows once they do.
  const optionCount = options.length
  useEffect(() => {
    const value: unknown = getValues(name)
    if (optionCount > 0 && value) setValue(name, value)
  }, [optionCount, name, getValues, setValue])
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-busy={loading || undefined}
        {...describedBy(id, hint, error)}
        {...register(name, { onChange })}
      >
        <option value={placeholderValue}>{translate(loading ? KIT.loading : placeholder)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {translate(option.label)}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
