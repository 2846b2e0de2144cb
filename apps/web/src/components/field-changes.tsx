import type { TFieldChange } from '@portal/domain/lifecycle'
import { useT } from '@/lib/i18n'

/** What a resubmission changed: each field, with its old and new text or document names. */
export function FieldChanges({ changes, label }: { changes: TFieldChange[]; label(field: string): string }) {
  const { t } = useT()
  return (
    <ul className="mb-0 small">
      {changes.map((change) => (
        <li key={change.field}>
          {label(change.field)}: {change.from ?? t('changes.none')} → {change.to ?? t('changes.none')}
        </li>
      ))}
    </ul>
  )
}
