import { MAX_ATTACHMENT_BYTES } from './constants'
import { APPLICATION_MESSAGES } from './messages'
import { withoutInvisible } from './invisible'
import { unprintableAs } from './paper-script'

/** The attachment kinds the utility accepts (spec §5), by detected content. */
export const ATTACHMENT_KINDS = {
  pdf: { mime: 'application/pdf', extensions: ['.pdf'] },
  jpeg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { mime: 'image/png', extensions: ['.png'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
} as const
export type TAttachmentKind = keyof typeof ATTACHMENT_KINDS

const KINDS_IN_WORDS = 'A PDF, a JPEG or PNG photo, or a Word document (.docx)'
/** The kinds a file may be, beside the specification's hint on every file field, which gives the size. */
export const ATTACHMENT_KINDS_IN_WORDS = `${KINDS_IN_WORDS}.`
/**
 * The rules in plain words, kinds and size, where no hint gives the size ("Before you start"):
 * the size in the specification's own words, as every file field's hint gives it.
 */
export const ATTACHMENT_RULES_IN_WORDS = `${KINDS_IN_WORDS}, of at most ${MAX_ATTACHMENT_BYTES / 1_000_000}MB.`

/** For a file input's `accept`. */
export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_KINDS)
  .flatMap((kind) => [kind.mime, ...kind.extensions])
  .join(',')

/** A file as both sides see it: a browser File, or the server's description of an upload. */
export interface TAttachmentLike {
  name: string
  size: number
}

// Control characters, a quote (it would end the Content-Disposition's filename), the line and
// paragraph separators, and the bidirectional embeddings, overrides, isolates and marks, which
// would show "scan‮exe.pdf" as "scanfdp.exe"; what shows nothing goes as it goes from typed text.
const UNSHOWABLE_IN_A_NAME = /[\p{Cc}"\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu

/**
 * A document's name as the portal shows and gives it back, the same in the browser and on
 * the server: no folder, nothing unseen or reordering, the last 150 characters (so the type
 * still shows); `attachment.<ext>` of its kind when nothing is left. Letters no receipt can
 * print become `_`, a run of them one `_`: the name only tells the sender which file they
 * sent, and renaming a file is more than a phone lets most people do (decision 076).
 */
export function safeFileName(filename: string, kind?: TAttachmentKind): string {
  const shown = withoutInvisible(filename.split(/[\\/]/).pop() ?? '').replace(UNSHOWABLE_IN_A_NAME, '')
  const base = unprintableAs(shown, '_').trim()
  return base.slice(-150) || `attachment${kind ? ATTACHMENT_KINDS[kind].extensions[0] : ''}`
}

export function kindByName(name: string): TAttachmentKind | undefined {
  const lower = name.toLowerCase()
  return (Object.keys(ATTACHMENT_KINDS) as TAttachmentKind[]).find((kind) =>
    ATTACHMENT_KINDS[kind].extensions.some((extension) => lower.endsWith(extension)),
  )
}

/** What is wrong with a file by its size and name, in the specification's words; undefined when fine. */
export function attachmentProblem(file: TAttachmentLike): string | undefined {
  if (file.size >= MAX_ATTACHMENT_BYTES) return APPLICATION_MESSAGES.fileTooLarge
  if (!kindByName(file.name)) return APPLICATION_MESSAGES.fileTypeNotSupported
  return undefined
}

/** What to do next, after the specification's message, when a file is too large. */
export const ATTACHMENT_ADVICE = {
  // A scan or a Word file: the page cannot make it smaller, its sender can.
  document: `${APPLICATION_MESSAGES.fileTooLarge} To make it smaller, scan it again at a lower resolution (150 dpi is enough) or in black and white, or attach only the pages asked for, then choose it again.`,
  // A photo the page tried and failed to shrink (or could not read).
  photo: `${APPLICATION_MESSAGES.fileTooLarge} This photo could not be made small enough on this device: take it again at a lower resolution, or scan the paper as a PDF.`,
} as const

/** Photos the page shrinks to fit, rather than refuse (issue 33). */
const SHRINKABLE_KINDS: readonly TAttachmentKind[] = ['jpeg', 'png']

export type TAttachmentChoice =
  { action: 'keep' } | { action: 'shrink' } | { action: 'refuse'; problem: string }

/**
 * What the page does with a chosen file: keep it, shrink it first (a JPEG or PNG photo over the
 * limit), or refuse it with the specification's message, advice added where the sender can act.
 */
export function attachmentChoice(file: TAttachmentLike): TAttachmentChoice {
  const problem = attachmentProblem(file)
  if (!problem) return { action: 'keep' }
  if (problem !== APPLICATION_MESSAGES.fileTooLarge) return { action: 'refuse', problem }
  const kind = kindByName(file.name)
  if (!kind) return { action: 'refuse', problem }
  if (SHRINKABLE_KINDS.includes(kind)) return { action: 'shrink' }
  return { action: 'refuse', problem: ATTACHMENT_ADVICE.document }
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b)

function contains(bytes: Uint8Array, text: string): boolean {
  const needle = Array.from(text, (c) => c.charCodeAt(0))
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

/**
 * The kind a file really is, by its first bytes (magic numbers); a docx is a zip that holds
 * `word/document.xml`. Undefined for anything else — an executable renamed `.pdf` included.
 */
export function detectAttachmentKind(bytes: Uint8Array): TAttachmentKind | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf' // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, 'word/document.xml')) return 'docx'
  return undefined
}

/**
 * "212 KB" — file sizes as a person reads them, on the page and on the receipt, in unit
 * symbols, which read the same on a Dzongkha page ("bytes" was English there).
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000) return `${bytes} B`
  if (bytes < 1_000_000) return `${Math.round(bytes / 1_000)} KB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}
