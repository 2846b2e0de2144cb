import { useT } from '@/lib/i18n'

/**
 * A download button's words, and for a screen reader which application's paper it is: "Download
 * receipt (PDF) of application 41" in English; in Dzongkha the application comes first, with the
 * genitive its number takes (`{idOf}`, dzongkha-grammar.ts), "ཞུ་ཡིག་ 41 གི་ འཛིན་ཤོག་ ཕབ་ལེན་ (PDF)".
 * The space between stays outside the unseen words: a name is read with each element's trimmed.
 */
export function DownloadName({ label, id }: { label: string; id: number }) {
  const { t, language } = useT()
  const ofApplication = t('receipt.ofApplication', { id })
  if (language === 'en')
    return (
      <>
        {label} <span className="visually-hidden">{ofApplication}</span>
      </>
    )
  return (
    <>
      <span className="visually-hidden">{ofApplication}</span> {label}
    </>
  )
}
