import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { MAX_ATTACHMENT_BYTES } from '@portal/domain/constants'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { HttpError } from '../errors'
import type { SentFile, SentUpload } from '../services/filings/application-upload'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The body as plain values and files: a multipart body's fields and file parts (413 for a
     * file of MAX_ATTACHMENT_BYTES or more, 400 for a body cut short or broken), or a JSON
     * object's values. Read once, when called.
     */
    upload(): Promise<SentUpload>
  }
}

/** Multipart limits: a file of MAX_ATTACHMENT_BYTES or more is cut short and refused. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_ATTACHMENT_BYTES - 1,
  files: 10,
  fields: 60,
  fieldSize: 10_000,
}

const BROKEN_UPLOAD = 'The form arrived incomplete or damaged. Please send it again.'

/**
 * Bodies with documents (@fastify/multipart), read into plain values for the services: the
 * route hands `() => request.upload()` to its verb, which reads it when its allowances let it
 * (what a file must be is the filings area's).
 */
export default fp(async function uploads(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS })
  app.decorateRequest('upload', function (this: FastifyRequest) {
    return readUpload(this)
  })
})

async function readUpload(request: FastifyRequest): Promise<SentUpload> {
  if (!request.isMultipart()) {
    const body = request.body
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return { multipart: false, values: {}, files: [] }
    return { multipart: false, values: body as Record<string, unknown>, files: [] }
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

async function readParts(request: FastifyRequest): Promise<SentUpload> {
  const values: Record<string, unknown> = {}
  const files: SentFile[] = []
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
    files.push({ field: part.fieldname, fileName: part.filename, bytes })
  }
  return { multipart: true, values, files }
}
