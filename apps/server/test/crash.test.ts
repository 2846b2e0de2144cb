import type { ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORM_SAMPLES } from '../../../packages/domain/test/form-samples'
import { signedInCustomer } from './helpers/customers'
import { inPieces, removeServerBundle, startPortalProcess, until, delay } from './helpers/portal-process'
import { testApp } from './helpers/test-app'

/**
 * The portal killed (SIGKILL) in the middle of 50 simultaneous uploads, then started again:
 * each application is complete with its documents or absent, and the sweep leaves no file
 * that no attachment names. A separate process, so that the kill is a real one. PostgreSQL
 * only: it is what a deployment runs, and the integration run in CI has it.
 */
const UPLOADS = 50
const CUSTOMERS = 5
// Just under the specification's 0.5 MB for each document.
const DOCUMENT_BYTES = 400_000

describe.runIf(process.env.DATABASE_URL)('a crash in the middle of uploads', () => {
  let portal: Awaited<ReturnType<typeof testApp>>
  let server: ChildProcess | undefined
  let base = ''

  beforeAll(async () => {
    portal = await testApp()
  })
  afterAll(async () => {
    server?.kill('SIGKILL')
    await portal.close()
    await removeServerBundle()
  })

  /** The portal on the test's database and file store. */
  async function startServer() {
    const started = await startPortalProcess({
      DATABASE_URL: portal.databaseUrl,
      DATA_DIR: portal.dataDir,
      WEB_DIST_DIR: path.join(portal.dataDir, 'no-web-app'),
      FILINGS_PER_HOUR: '1000',
      STORAGE_QUOTA_MB: '1000',
    })
    base = started.base
    return started.child
  }

  const committedFilings = async () =>
    Number(
      (
        await portal.db
          .selectFrom('applications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  /** A power clearance with two documents of their own bytes; what the store should hold. */
  function upload(authorization: string, startAfterMs: number) {
    const documents = [documentBytes(), documentBytes()]
    const form = new FormData()
    for (const [name, value] of Object.entries(FORM_SAMPLES['/power-clearance']!))
      if (typeof value !== 'object') form.set(name, String(value))
    form.set('cid_copy', new File([documents[0]!], 'cid.pdf'))
    form.set('letter_of_clearance', new File([documents[1]!], 'letter.pdf'))
    // Sent as a phone would: in pieces over a while, so that the kill finds bodies half read.
    const encoded = new Request(base, { method: 'POST', body: form })
    const response = delay(startAfterMs).then(() =>
      fetch(`${base}/api/services/power-clearances/`, {
        method: 'POST',
        headers: { authorization, 'content-type': encoded.headers.get('content-type')! },
        body: encoded.body!.pipeThrough(inPieces(64 * 1024, 10)),
        duplex: 'half',
      } as RequestInit),
    )
    return { response, sha256s: documents.map((d) => createHash('sha256').update(d).digest('hex')) }
  }

  it('leaves every application complete or absent, and no orphan file after the sweep', async () => {
    const tokens = new Map<string, string>()
    for (let i = 0; i < CUSTOMERS; i++) {
      const customer = await signedInCustomer(portal.app)
      tokens.set(customer.registration.cid, customer.authorization)
    }
    const customers = [...tokens.values()]
    server = await startServer()

    // Started 15 ms apart, each sent over about 130 ms; killed once ten are committed, when
    // the others are at every stage: not yet connected, half sent, storing, committing.
    const uploads = Array.from({ length: UPLOADS }, (_, i) => upload(customers[i % CUSTOMERS]!, i * 15))
    await until(async () => (await committedFilings()) >= 10)
    server.kill('SIGKILL')
    const outcomes = await Promise.allSettled(uploads.map((u) => u.response))
    const answered = outcomes.filter((o) => o.status === 'fulfilled' && o.value.status === 201).length

    server = await startServer()
    const applications = await portal.db
      .selectFrom('applications')
      .select(['id', 'customer_cid'])
      .where('service', '=', 'Power Clearance')
      .execute()
    const attachments = await portal.db
      .selectFrom('attachments')
      .select(['application_id', 'field', 'sha256'])
      .execute()
    // The kill came mid-way. Every 201 was committed; more may be, whose answer it cut off.
    expect(applications.length).toBeGreaterThan(0)
    expect(applications.length).toBeLessThan(UPLOADS)
    expect(applications.length).toBeGreaterThanOrEqual(answered)
    const sent = new Set(uploads.flatMap((u) => u.sha256s))
    for (const application of applications) {
      const own = attachments.filter((a) => a.application_id === application.id)
      expect(own.map((a) => a.field).sort()).toEqual(['cid_copy', 'letter_of_clearance'])
      for (const attachment of own) expect(sent.has(attachment.sha256)).toBe(true)
    }

    // Each stored document reads back whole through the restarted portal, to its owner.
    const stored = await portal.db
      .selectFrom('attachments')
      .innerJoin('applications', 'applications.id', 'attachments.application_id')
      .select(['attachments.id', 'attachments.sha256', 'applications.customer_cid'])
      .execute()
    for (const { id, sha256, customer_cid } of stored) {
      const download = await fetch(`${base}/api/attachments/${id}/`, {
        headers: { authorization: tokens.get(customer_cid)! },
      })
      expect(download.status).toBe(200)
      const bytes = new Uint8Array(await download.arrayBuffer())
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256)
    }

    const swept = await portal.app.sweepOrphanFiles(0)
    const kept = await storedFiles(path.join(portal.dataDir, 'files'))
    expect(kept.sort()).toEqual([...new Set(attachments.map((a) => a.sha256))].sort())
    console.info(
      `crash test: ${answered} of ${UPLOADS} answered 201 before the kill, ${applications.length} committed, ` +
        `${swept} orphan files swept, ${kept.length} files kept`,
    )
  }, 120_000)
})

/** A PDF header and random bytes: each document its own content, so its own stored file. */
function documentBytes() {
  const bytes = randomBytes(DOCUMENT_BYTES)
  bytes.set(Buffer.from('%PDF-1.4\n'), 0)
  return bytes
}

async function storedFiles(root: string) {
  const names: string[] = []
  for (const prefix of await readdir(root).catch(() => [] as string[]))
    names.push(...(await readdir(path.join(root, prefix))))
  return names
}
