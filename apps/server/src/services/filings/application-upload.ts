import {
  detectAttachmentKind,
  kindByName,
  safeFileName,
  type TAttachmentKind,
} from '@portal/domain/attachments'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { HttpError } from '../../errors'
import { isWellFormedDocx } from '../../files/docx-check'

/** A file as the customer sent it: its form field, the name it came with, its bytes. */
export interface SentFile {
  field: string
  fileName: string
  bytes: Buffer
}

/** A filing's body as sent (read by the HTTP edge, plugins/uploads.ts): values and files. */
export interface SentUpload {
  /** Sent as multipart/form-data (a form with documents must be). */
  multipart: boolean
  values: Record<string, unknown>
  files: SentFile[]
}

export interface UploadedFile {
  field: string
  name: string
  size: number
  bytes: Buffer
  kind: TAttachmentKind
}

export interface ApplicationUpload {
  values: Record<string, unknown>
  files: UploadedFile[]
}

/**
 * The sent files checked by their bytes: 415 for one whose bytes or name are not pdf, jpeg,
 * png or docx (a docx that is not a well-formed one included); each named safely.
 */
export async function checkedUpload({ values, files }: SentUpload): Promise<ApplicationUpload> {
  const checked: UploadedFile[] = []
  for (const { field, fileName, bytes } of files) {
    const kind = detectAttachmentKind(bytes)
    if (!kind || kindByName(fileName) !== kind || (kind === 'docx' && !(await isWellFormedDocx(bytes))))
      throw new HttpError(415, M.fileTypeNotSupported, { [field]: [M.fileTypeNotSupported] })
    checked.push({ field, name: safeFileName(fileName, kind), size: bytes.length, bytes, kind })
  }
  return { values, files: checked }
}
