import { get, useFormContext } from 'react-hook-form'
import { CATEGORY_HINTS, CATEGORY_LISTS, type TCategoryList } from '@portal/domain/applications/categories'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { describedBy, FieldShell, fieldId } from '@/components/form/field-shell'
import { useT } from '@/lib/i18n'

/**
 * The form's Area/Category: disabled once submitted (`locked`: sent, not merely checked before
 * "Check your answers"), valid or invalid once touched (spec §3).
 */
export function CategoryField({ list, locked }: { list: TCategoryList; locked: boolean }) {
  const { register, formState } = useFormContext()
  const { translate } = useT()
  const error = (get(formState.errors, 'category') as { message?: string } | undefined)?.message
  const touched = Boolean(get(formState.touchedFields, 'category')) || formState.isSubmitted
  const state = !touched ? '' : error ? ' is-invalid' : ' is-valid'
  const id = fieldId('category')
  return (
    <FieldShell id={id} label={KIT.category} hint={CATEGORY_HINTS[list]} error={error}>
      <select
        id={id}
        className={`form-select${state}`}
        disabled={locked}
        {...describedBy(id, CATEGORY_HINTS[list], error)}
        {...register('category')}
      >
        <option value="">{translate(KIT.chooseOne)}</option>
        {CATEGORY_LISTS[list].map((option) => (
          <option key={option} value={option}>
            {translate(option)}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
