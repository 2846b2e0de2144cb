import type { ReactNode } from 'react'
import type { FieldDefinition } from '@portal/domain/applications/form-definitions/form-definition'
import { fieldNames } from '@portal/domain/applications/field-labels'

/**
 * A correction's form (DESIGN.md, "a whole journey"): the fields the utility asked to change
 * first, each marked, then every other answer folded away under "Your other answers
 * (unchanged)" — still there to send, and to open should one need a change after all (the
 * terms ticked at filing among them, so they need no second tick).
 */
export function FieldsToChange({
  fields,
  toChange,
  fieldFor,
  headings,
}: {
  fields: FieldDefinition[]
  toChange: readonly string[]
  fieldFor(field: FieldDefinition): ReactNode
  headings: { toChange: string; others: string }
}) {
  const asked = (field: FieldDefinition) => fieldNames(field).some((name) => toChange.includes(name))
  const others = fields.filter((field) => !asked(field))
  return (
    <>
      <section aria-labelledby="fields-to-change" className="mb-3">
        <h2 id="fields-to-change" className="h5">
          {headings.toChange}
        </h2>
        {fields.filter(asked).map((field) => (
          <div key={fieldNames(field).join('+')} className="field-to-change">
            {fieldFor(field)}
          </div>
        ))}
      </section>
      {others.length > 0 && (
        <details className="other-answers mb-3">
          <summary>{headings.others}</summary>
          <div className="mt-3">{others.map(fieldFor)}</div>
        </details>
      )}
    </>
  )
}
