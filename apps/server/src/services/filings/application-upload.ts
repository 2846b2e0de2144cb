import type { FastifyRequest } from 'fastify'
import {
  detectAttachmentKind,
  kindByName,
  safeFileName,
  type TAttachmentKind,
} from '@portal/domain/attachments'
import { MAX_ATTACHMENT_BYTES } from '@portal/domain/constants'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { HttpError } from '../../errors'
import { isWellFormedDocx } from '../../files/docx-check'

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

/** Multipart limits: a file of MAX_ATTACHMENT_BYTES or more is cut short and refused. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_ATTACHMENT_BYTES - 1,
  files: 10,
  fields: 60,
  fieldSize: 10_000,
}

/**
 * Reads a multipart or JSON body into plain values and checked files: 413 for a file of
 * 0.5 MB or more, 415 for one whose bytes or name are not pdf, jpeg, png or docx.
 */
export async function readApplicationUpload(request: FastifyRequest): Promise<ApplicationUpload> {
  if (!request.isMultipart()) {
    const body = request.body
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { values: {}, files: [] }
    return { values: body as Record<string, unknown>, files: [] }
  }

  try {
    return await readParts(request)
  } catch (error) {
    // Fastify's own refusals (too many parts, …) carry their 4xx; anything else the parser
    // throws means the body itself is broken: cut short, or not multipart at all.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error
    throw new HttpError(400, BROKEN_UPLOAD)
  }
}

const BROKEN_UPLOAD = 'The form arrived incomplete or damaged. Please send it again.'

async function readParts(request: FastifyRequest): Promise<ApplicationUpload> {
  const values: Record<string, unknown> = {}
  const files: UploadedFile[] = []
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      values[part.fieldname] = part.value
      continue
    }
    const bytes = await part.toBuffer().catch((error: { statusCode?: number }) => {
      if (error.statusCode === 413)
        throw new HttpError(413, M.fileTooLarge, { [part.fieldname]: [M.fileTooLarge] })
      throw error
    })
    if (bytes.length === 0 && !part.filename) continue // an empty file input
    const kind = detectAttachmentKind(bytes)
    if (
      !kind ||
      kindByName(part.filename) !== kind ||
      (kind === 'docx' && !(await isWellFormedDocx(bytes)))
    ) {
      throw new HttpError(415, M.fileTypeNotSupported, { [part.fieldname]: [M.fileTypeNotSupported] })
    }
    files.push({
      field: part.fieldname,
      name: safeFileName(part.filename, kind),
      size: bytes.length,
      bytes,
      kind,
    })
  }
  return { values, files }
}
