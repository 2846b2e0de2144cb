import { useFormContext } from 'react-hook-form'
import type { AdminDivision } from '../api/admin'

/**
 * The divisions an officer works, one box each, under one legend with its error: on a new
 * account and when an admin moves an officer. Registered as `divisions` in the form around it.
 */
export function DivisionChecks({ divisions, idPrefix }: { divisions: AdminDivision[]; idPrefix: string }) {
  const { register, formState } = useFormContext<{ divisions: (number | string)[] }>()
  const error = formState.errors.divisions?.message
  const errorId = `${idPrefix}-divisions-error`
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fw-semibold fs-6 mb-1">Divisions (for an officer)</legend>
      {error && (
        <div id={errorId} className="field-error">
          <span className="visually-hidden">Error: </span>
          {error}
        </div>
      )}
      <div className="border rounded p-2" style={{ maxHeight: '12rem', overflowY: 'auto' }}>
        {divisions.map((division) => (
          <div className="form-check" key={division.id}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${idPrefix}-division-${division.id}`}
              value={division.id}
              {...register('divisions')}
            />
            <label className="form-check-label" htmlFor={`${idPrefix}-division-${division.id}`}>
              {division.name}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
