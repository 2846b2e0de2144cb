import type { TFieldChange } from '@portal/domain/lifecycle'

/** What a resubmission changed: each field, with its old and new text or document names. */
export function FieldChanges({ changes, label }: { changes: TFieldChange[]; label(field: string): string }) {
  return (
    <ul className="mb-0 small">
      {changes.map((change) => (
        <li key={change.field}>
          {label(change.field)}: {change.from ?? '(none)'} → {change.to ?? '(none)'}
        </li>
      ))}
    </ul>
  )
}
