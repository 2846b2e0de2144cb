import { SelectField } from '@/components/form/select-field'
import { useDivisions } from '@/lib/lookups'

/** The electricity services division that will handle the request, and which one covers where. */
export function DivisionField() {
  const divisions = useDivisions()
  return (
    <>
      <SelectField
        name="division"
        label="Division"
        hint="The electricity services division (ESD) of the place where the work is needed."
        options={(divisions.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        loading={divisions.isPending}
      />
      {divisions.data && (
        <details className="field-details">
          <summary>Which division covers my dzongkhag?</summary>
          <dl className="facts-grid division-coverage">
            {divisions.data.map((division) => (
              <div key={division.id}>
                <dt>{division.name}</dt>
                <dd>{division.dzongkhags_served.join(', ') || 'Not given'}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </>
  )
}
