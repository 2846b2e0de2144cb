import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/form-texts'
import { SelectField } from '@/components/form/select-field'
import { useT } from '@/lib/i18n'
import { placeName, useDivisions } from '@/lib/lookups'

/**
 * The electricity services division that will handle the request, and which one covers where;
 * each named in the page's language (`placeName`), the name the utility writes it by beside it.
 */
export function DivisionField() {
  const divisions = useDivisions()
  const { language, translate } = useT()
  return (
    <>
      <SelectField
        name="division"
        label={KIT.division}
        hint={KIT.divisionHint}
        options={(divisions.data ?? []).map((d) => ({ value: d.id, label: placeName(d, language) }))}
        loading={divisions.isPending}
      />
      {divisions.data && (
        <details className="field-details">
          <summary>{translate(KIT.whichDivision)}</summary>
          <dl className="facts-grid division-coverage">
            {divisions.data.map((division) => (
              <div key={division.id}>
                <dt>{placeName(division, language)}</dt>
                <dd>{division.dzongkhags_served.join(', ') || translate(KIT.notGiven)}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </>
  )
}
