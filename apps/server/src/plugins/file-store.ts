import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Selectable } from 'kysely'
import type { AttachmentTable } from '../db/schema'
import fp from 'fastify-plugin'
import { DiskFileStore, type FileStore } from '../files/file-store'

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
    ): FastifyReply
  }
}

/** Long enough for any upload still on its way to commit. */
const ORPHAN_AGE_MS = 60 * 60_000

/** Attachments on local disk under DATA_DIR/files; housekeeping sweeps the orphans. */
export default fp(async function fileStore(app: FastifyInstance, options: { files?: FileStore }) {
  const files = options.files ?? new DiskFileStore(path.join(app.config.dataDir, 'files'))
  app.decorate('files', files)
  app.decorate(
    'sendAttachment',
    (reply: FastifyReply, attachment: Selectable<AttachmentTable>, inline: boolean) =>
      reply
        .header('content-type', attachment.content_type)
        .header('content-length', attachment.size)
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(attachment.original_name)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(files.read(attachment.sha256)),
  )

  app.decorate('sweepOrphanFiles', (olderThanMs = ORPHAN_AGE_MS) =>
    files.sweep(async (hashes) => {
      if (hashes.length === 0) return new Set<string>()
      const rows = await app.db
        .selectFrom('attachments')
        .select('sha256')
        .where('sha256', 'in', hashes)
        .execute()
      return new Set(rows.map((r) => r.sha256))
    }, olderThanMs),
  )
})
