import { DZONGKHA_OWN_NAME } from '@portal/domain/i18n/languages'

/**
 * "རྫོང་ཁ" drawn, not written (styles.css `.dzongkha-name`): a device without a Tibetan font
 * would show boxes. A screen reader reads the name as written.
 */
export function DzongkhaName() {
  return (
    <span lang="dz">
      <span className="visually-hidden">{DZONGKHA_OWN_NAME}</span>
      <span className="dzongkha-name" aria-hidden="true" />
    </span>
  )
}
