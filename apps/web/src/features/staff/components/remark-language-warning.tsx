import { useWatch } from 'react-hook-form'
import type { TLanguage } from '@portal/domain/i18n/languages'
import {
  remarkInAnotherLanguage,
  remarkLanguageWarning,
  type TWrittenKind,
} from '@portal/domain/staff/remark-language'

/**
 * Beside an officer's remarks: a warning when they are written in the other language than the
 * customer reads, as they would land inside that language's SMS, page and letter (issue 49).
 */
export function RemarkLanguageWarning({
  name,
  reader,
  kind = 'remarks',
  shown = true,
}: {
  name: string
  reader: TLanguage
  kind?: TWrittenKind
  /** Whether the customer sees the text at all (a note only when ticked). */
  shown?: boolean
}) {
  const text = useWatch({ name }) as string | undefined
  return (
    <div className="form-text text-warning-emphasis mb-3" role="status">
      {shown && remarkInAnotherLanguage(text ?? '', reader) ? remarkLanguageWarning(reader, kind) : null}
    </div>
  )
}
