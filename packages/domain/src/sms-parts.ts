/**
 * How many SMS a text is sent as: GSM 03.38's 7-bit alphabet fits 160 characters in one part
 * (153 each when split), anything else is UCS-2, 70 UTF-16 units in one part (67 when split).
 */
const GSM_7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
/** Characters of the extension table, two septets each. */
const GSM_7_EXTENDED = '^{}\\[~]|€\f'

export function smsParts(text: string): number {
  const chars = [...text]
  if (chars.every((char) => GSM_7.includes(char) || GSM_7_EXTENDED.includes(char))) {
    const septets = chars.reduce((sum, char) => sum + (GSM_7_EXTENDED.includes(char) ? 2 : 1), 0)
    return septets <= 160 ? 1 : Math.ceil(septets / 153)
  }
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67)
}
