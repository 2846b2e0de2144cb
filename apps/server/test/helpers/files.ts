import { strToU8, zipSync } from 'fflate'
/** Small files whose first bytes are what they claim (or, for the impostors, are not). */
const pad = (head: string | number[], size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set(typeof head === 'string' ? new TextEncoder().encode(head) : head)
  return bytes
}

export const pdfBytes = (size = 1_000) => pad('%PDF-1.4\n%test\n', size)
export const pngBytes = (size = 1_000) => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size)
export const jpegBytes = (size = 1_000) => pad([0xff, 0xd8, 0xff, 0xe0], size)
/** A minimal but real Word document: a zip with the parts Word writes. */
export const docxBytes = (parts: Record<string, string | Uint8Array> = {}) =>
  zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'word/document.xml': strToU8('<?xml version="1.0"?><w:document/>'),
    ...Object.fromEntries(
      Object.entries(parts).map(([name, value]) => [
        name,
        typeof value === 'string' ? strToU8(value) : value,
      ]),
    ),
  })
/** The two strings an old check looked for, in a file that is not a zip at all. */
export const fakeDocxBytes = () =>
  pad('PK\u0003\u0004\u0014\u0000\u0000\u0000word/document.xml<w:document/>', 600)
export const executableBytes = () => pad('MZ\u0090\u0000This program cannot be run in DOS mode', 800)

export const file = (bytes: Uint8Array, name: string) => new File([bytes], name)

/** A multipart body from plain values and files. */
export function multipart(values: Record<string, string | File | undefined>) {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, value)
  return form
}
