import { fieldId } from './field-shell'

/**
 * Takes the person to a field by its name, as a link to it promises (a Change link, a field
 * to correct): a held document's line, the chosen radio, or the input itself, opening a
 * folded section around it first. False when the page has no such field.
 */
export function focusField(name: string): boolean {
  const inputs = Array.from(document.getElementsByName(name)) as HTMLInputElement[]
  const target =
    document.getElementById(`${fieldId(name)}-chosen`) ?? inputs.find((input) => input.checked) ?? inputs[0]
  if (!target) return false
  const folded = target.closest('details')
  if (folded) folded.open = true
  target.focus()
  target.scrollIntoView({ block: 'center' })
  return true
}
