import { SelectField } from '@/components/form/select-field'
import { useDivisions } from '@/lib/lookups'

/** The electricity services division that will handle the request. */
export function DivisionField() {
  const divisions = useDivisions()
  return (
    <SelectField
      name="division"
      label="Division"
      hint="The electricity services division of the area."
      options={(divisions.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
      loading={divisions.isPending}
    />
  )
}
