import { createHash } from 'node:crypto'
import { lstat, mkdtemp, rm, utimes } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DiskFileStore, StoredFileMissing, type FileStore } from '../src/files/file-store'
import { S3FileStore } from '../src/files/s3-file-store'
import { signedInCustomer } from './helpers/customers'
import { fileSample } from './helpers/filings'
import { startS3 } from './helpers/s3'
import { testApp } from './helpers/test-app'

/**
 * The two attachment stores keep one contract: content-addressed, whole or absent, a
 * missing file said as such, orphans swept by age. The S3 store runs against s3rver, a
 * local S3-compatible server the test starts and stops.
 */
let s3: Awaited<ReturnType<typeof startS3>>
let diskRoot: string
beforeAll(async () => {
  s3 = await startS3()
  diskRoot = await mkdtemp(path.join(os.tmpdir(), 'portal-disk-store-'))
})
afterAll(async () => {
  await s3.close()
  await rm(diskRoot, { recursive: true, force: true })
})

const sha256Of = (value: string) => createHash('sha256').update(value).digest('hex')

const stores: [string, () => FileStore][] = [
  ['disk', () => new DiskFileStore(diskRoot)],
  ['s3', () => s3.store()],
]

describe.each(stores)('the %s store', (name, storeOf) => {
  it('stores by content, reads back whole, and says when a file is missing', async () => {
    const store = storeOf()
    const sha256 = await store.put(new TextEncoder().encode('a document'))
    expect(sha256).toBe(sha256Of('a document'))
    expect(await store.put(new TextEncoder().encode('a document'))).toBe(sha256)
    expect(await text(await store.read(sha256))).toBe('a document')
    await expect(store.read(sha256Of('never stored'))).rejects.toBeInstanceOf(StoredFileMissing)
    store.close?.()
  })

  it('sweeps only files that nothing names and that are old enough', async () => {
    const store = storeOf()
    const named = await store.put(new TextEncoder().encode(`named ${name}`))
    const orphan = await store.put(new TextEncoder().encode(`orphan ${name}`))
    const referenced = async (hashes: string[]) => new Set(hashes.filter((h) => h === named))
    // Too young: an upload may still be on its way to its commit.
    expect(await store.sweep(referenced, 60_000)).toBe(0)
    if (name === 'disk') {
      const hourAgo = new Date(Date.now() - 3_600_000)
      for (const h of [named, orphan]) await utimes(path.join(diskRoot, h.slice(0, 2), h), hourAgo, hourAgo)
    } else await new Promise((resolve) => setTimeout(resolve, 1_100)) // S3 times have whole seconds
    // At least this orphan: the tests before left theirs too.
    expect(await store.sweep(referenced, 1_000)).toBeGreaterThanOrEqual(1)
    await expect(store.read(orphan)).rejects.toBeInstanceOf(StoredFileMissing)
    expect(await text(await store.read(named))).toBe(`named ${name}`)
    store.close?.()
  })
})

describe('the disk store', () => {
  it("makes a document's directory, owner-only, when a write finds it missing: new, or removed since", async () => {
    const root = path.join(diskRoot, 'not-yet-made')
    const store = new DiskFileStore(root)
    const sha256 = await store.put(new TextEncoder().encode('first'))
    const directory = path.join(root, sha256.slice(0, 2))
    expect((await lstat(directory)).mode & 0o777).toBe(0o700)
    await rm(directory, { recursive: true })
    expect(await store.put(new TextEncoder().encode('first'))).toBe(sha256)
    expect((await lstat(directory)).mode & 0o777).toBe(0o700)
    expect(await text(await store.read(sha256))).toBe('first')
  })
})

describe('the portal on the S3 store', () => {
  let portal: Awaited<ReturnType<typeof testApp>>
  beforeAll(async () => {
    portal = await testApp(s3.config)
  })
  afterAll(() => portal.close())

  it('files documents into the bucket, serves them to their owner, and sweeps what nothing names', async () => {
    expect(portal.app.files).toBeInstanceOf(S3FileStore)
    const customer = await signedInCustomer(portal.app)
    const filed = await fileSample(portal.app, customer.authorization, '/power-clearance')
    expect(filed.statusCode, filed.body).toBe(201)
    const [attachment] = filed.json<{ attachments: { id: number; size: number }[] }>().attachments
    const download = await portal.app.inject({
      url: `/api/attachments/${attachment!.id}/`,
      headers: { authorization: customer.authorization },
    })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.length).toBe(attachment!.size)
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const orphan = await portal.app.files.put(new TextEncoder().encode('left by a failed filing'))
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(await portal.app.sweepOrphanFiles(1_000)).toBeGreaterThanOrEqual(1)
    await expect(portal.app.files.read(orphan)).rejects.toBeInstanceOf(StoredFileMissing)
    const again = await portal.app.inject({
      url: `/api/attachments/${attachment!.id}/`,
      headers: { authorization: customer.authorization },
    })
    expect(again.statusCode).toBe(200)
  })
})
