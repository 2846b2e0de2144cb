import { useEffect } from 'react'
import { useFormContext } from 'react-hook-form'
import { coverageEntry, soleDivisionServing } from '@portal/domain/lookups'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { SelectField } from '@/components/form/select-field'
import { useT } from '@/lib/i18n'
import { placeName, useDivisions, useDzongkhags } from '@/lib/lookups'
import { useSession } from '@/lib/session'

/**
 * The electricity services division that will handle the request, and which one covers where;
 * divisions and dzongkhags each named in the page's language (`placeName`), the name the
 * utility writes it by beside it, and a dzongkhag served in part with its note translated.
 */
export function DivisionField() {
  const divisions = useDivisions()
  const dzongkhags = useDzongkhags()
  const { language, translate } = useT()
  usePreselectedDivision()
  /** "Chhukha (except Phuentsholing area)" as the reader reads it: ཆུ་ཁ་ (Chhukha) — its note. */
  const served = (entry: string) => {
    const { dzongkhag, note } = coverageEntry(entry)
    const place = dzongkhags.data?.find(
      (d) => d.name === dzongkhag || d.name_alternatives.includes(dzongkhag),
    )
    const name = place ? placeName(place, language) : dzongkhag
    if (!note) return name
    return language === 'en' ? `${name} (${note})` : `${name} — ${translate(note)}`
  }
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
                <dd>
                  {division.dzongkhags_served.length === 0
                    ? translate(KIT.notGiven)
                    : // English lists them on a line, as the utility writes them; Dzongkha one a line.
                      division.dzongkhags_served.map((entry, index) =>
                        language === 'en' ? (
                          `${index > 0 ? ', ' : ''}${served(entry)}`
                        ) : (
                          <span key={entry} className="d-block">
                            {served(entry)}
                          </span>
                        ),
                      )}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </>
  )
}

/**
 * The division that alone serves the dzongkhag the customer lives in (their present address's)
 * is chosen for them, as the form's starting value: still theirs to change, and no draft to keep
 * until they do. A value already there (a draft, a correction, their own choice) stays.
 */
function usePreselectedDivision() {
  const divisions = useDivisions().data
  const dzongkhags = useDzongkhags().data
  const livesIn = useSession().customer?.current_address.dzongkhag
  const { getValues, getFieldState, resetField } = useFormContext()
  useEffect(() => {
    const home = dzongkhags?.find((dzongkhag) => dzongkhag.id === livesIn)
    if (!divisions || !home || Number(getValues('division')) !== 0 || getFieldState('division').isDirty)
      return
    const sole = soleDivisionServing(divisions, home)
    if (sole !== undefined) resetField('division', { defaultValue: sole })
  }, [divisions, dzongkhags, livesIn, getValues, getFieldState, resetField])
}
