import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Selectable } from 'kysely'
import type { AttachmentTable } from '../db/schema'
import { create as contentDisposition } from 'content-disposition'
import fp from 'fastify-plugin'
import { HttpError } from '../errors'
import { configuredFileStore } from '../files/configured-store'
import { StoredFileMissing, type FileStore } from '../files/file-store'
import { ENQUIRY_PHONE } from '@portal/domain/constants'

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore
    /** Removes stored files that no attachment names and that are older than `olderThanMs`. */
    sweepOrphanFiles(olderThanMs?: number): Promise<number>
    /** Streams an attachment under its original name, to open in the browser or to save. */
    sendAttachment(
      reply: FastifyReply,
      attachment: Selectable<AttachmentTable>,
      inline: boolean,
    ): Promise<FastifyReply>
    /** Sends a PDF the portal made (a letter, a receipt) under its name, to save or to open. */
    sendPaper(reply: FastifyReply, paper: { pdf: Buffer; fileName: string }, inline?: boolean): FastifyReply
  }
}

const FILE_MISSING = `This document cannot be found. Please call ${ENQUIRY_PHONE}: we will ask you for it again.`

/** Long enough for any upload still on its way to commit. */
const ORPHAN_AGE_MS = 60 * 60_000

/** Attachments in their store; housekeeping sweeps the orphans. */
export default fp(async function fileStore(app: FastifyInstance, options: { files?: FileStore }) {
  const files = options.files ?? configuredFileStore(app.config)
  app.decorate('files', files)
  if (!options.files) app.addHook('onClose', async () => files.close?.())
  app.decorate(
    'sendAttachment',
    async (reply: FastifyReply, attachment: Selectable<AttachmentTable>, inline: boolean) => {
      const bytes = await files.read(attachment.sha256).catch((error: unknown) => {
        if (!(error instanceof StoredFileMissing)) throw error
        // The operator's problem, not the customer's: said once, without a stack.
        reply.log.warn({ attachment: attachment.id }, 'stored file missing')
        throw new HttpError(404, FILE_MISSING)
      })
      // The name as uploaded, in any script, with an ASCII stand-in for clients that need one.
      return reply
        .header('content-type', attachment.content_type)
        .header('content-length', attachment.size)
        .header(
          'content-disposition',
          contentDisposition(attachment.original_name, { type: inline ? 'inline' : 'attachment' }),
        )
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )

  app.decorate(
    'sendPaper',
    (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }, inline = false) =>
      reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(fileName, { type: inline ? 'inline' : 'attachment' }),
        )
        .header('cache-control', 'private, no-store')
        .send(pdf),
  )

  app.decorate('sweepOrphanFiles', (olderThanMs = ORPHAN_AGE_MS) =>
    files.sweep((hashes) => app.services.operations.filesNamedAmong(hashes), olderThanMs),
  )
})
