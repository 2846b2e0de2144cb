import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { StoredFileMissing, type FileStore } from './file-store'

export interface S3Settings {
  endpoint?: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

const PREFIX = 'attachments/'
const SHA256 = /^[0-9a-f]{64}$/

/**
 * Attachments in an S3-compatible bucket, under `attachments/<sha256>`: the same contract as
 * the disk store, so that every instance behind a load balancer reads what any one stored.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client
  private readonly bucket: string

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where the API requires them: S3-compatible stores differ in which
      // of the newer checksum headers they accept, and the key is the content's SHA-256.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }

  private keyOf(sha256: string) {
    if (!SHA256.test(sha256)) throw new Error('not a sha256')
    return `${PREFIX}${sha256}`
  }

  async put(bytes: Uint8Array): Promise<string> {
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    // One request: a reader sees the whole object or none of it.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.keyOf(sha256), Body: bytes }),
    )
    return sha256
  }

  async read(sha256: string): Promise<Readable> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(sha256) }),
      )
      return object.Body as Readable
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) throw new StoredFileMissing(sha256)
      throw error
    }
  }

  async sweep(isReferenced: (sha256s: string[]) => Promise<Set<string>>, olderThanMs: number) {
    const cutoff = Date.now() - olderThanMs
    let removed = 0
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: PREFIX, ContinuationToken: token }),
      )
      token = page.IsTruncated ? page.NextContinuationToken : undefined
      const old = (page.Contents ?? [])
        .filter((o) => o.Key && o.LastModified && o.LastModified.getTime() < cutoff)
        .map((o) => o.Key!.slice(PREFIX.length))
        .filter((name) => SHA256.test(name))
      const kept = await isReferenced(old)
      for (const sha256 of old.filter((name) => !kept.has(name))) {
        // Stored again since the listing (a new upload of the same bytes): keep it.
        if (!(await this.olderThan(sha256, cutoff))) continue
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(sha256) }))
        removed++
      }
    } while (token)
    return removed
  }

  private async olderThan(sha256: string, cutoff: number) {
    const head = await this.client
      .send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(sha256) }))
      .catch(() => undefined)
    return head?.LastModified !== undefined && head.LastModified.getTime() < cutoff
  }

  close() {
    this.client.destroy()
  }
}
