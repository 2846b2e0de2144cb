import yauzl from 'yauzl'

/** A Word document opens to at most this much: more is a zip bomb, not a letter or a form. */
export const MAX_DOCX_UNZIPPED_BYTES = 20 * 1024 * 1024
const MAX_DOCX_ENTRIES = 1_000
const REQUIRED_ENTRIES = ['[Content_Types].xml', 'word/document.xml']

/**
 * Whether the bytes are a real .docx: a zip that opens, holds the parts every Word document
 * has, and unzips to a bounded size. Every entry is inflated, and yauzl checks each against
 * its declared size, so a header that lies about its size is caught too.
 */
export async function isWellFormedDocx(bytes: Buffer): Promise<boolean> {
  let zip: yauzl.ZipFile | undefined
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true })
    if (zip.entryCount > MAX_DOCX_ENTRIES) return false
    const names = new Set<string>()
    let unzipped = 0
    for await (const entry of zip.eachEntry()) {
      unzipped += entry.uncompressedSize
      if (unzipped > MAX_DOCX_UNZIPPED_BYTES) return false
      names.add(entry.fileName)
      if (entry.fileName.endsWith('/')) continue
      for await (const chunk of await zip.openReadStreamPromise(entry)) void chunk
    }
    return REQUIRED_ENTRIES.every((name) => names.has(name))
  } catch {
    return false
  } finally {
    zip?.close()
  }
}
