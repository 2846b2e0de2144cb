import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { generateX25519Identity, identityToRecipient } from 'age-encryption'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { backupTo, restoreFrom } from '../src/backup/archive'
import { readIdentityFile } from '../src/backup/encryption'
import { loadConfig } from '../src/config'
import { pendingMigrations } from '../src/db/migrate'
import { signedInCustomer } from './helpers/customers'
import { fileSample } from './helpers/filings'
import { startS3 } from './helpers/s3'
import { signedInStaff } from './helpers/staff'
import { freshDatabase, testApp } from './helpers/test-app'

/**
 * A portal with applications, documents and decided letters, backed up into one archive
 * and restored into an empty database (PGlite, or a fresh PostgreSQL database when
 * DATABASE_URL is set) and an empty S3 bucket: everything is found again, the letters'
 * verify codes included, and new applications carry on after the restored ids.
 */
let source: Awaited<ReturnType<typeof testApp>>
let s3: Awaited<ReturnType<typeof startS3>>
let folder: string
beforeAll(async () => {
  source = await testApp()
  s3 = await startS3()
  folder = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-'))
})
afterAll(async () => {
  await source.close()
  await s3.close()
  await rm(folder, { recursive: true, force: true })
})

describe('backup and restore', () => {
  it('brings back applications, documents, letters and sign-ins into an empty portal', async () => {
    const { app } = source
    const customer = await signedInCustomer(app)
    const admin = (await signedInStaff(app, 'admin')).authorization
    const filed = []
    for (const path of ['/power-clearance', '/interim-billing', '/energy-meter-upgradation']) {
      const response = await fileSample(app, customer.authorization, path)
      expect(response.statusCode).toBe(201)
      filed.push(response.json<{ id: number; attachments: { id: number; size: number }[] }>())
    }
    for (const [application, decision] of [
      [filed[0]!, 'Approved'],
      [filed[1]!, 'Rejected'],
    ] as const) {
      await app.inject({
        method: 'POST',
        url: `/api/staff/applications/${application.id}/decision/`,
        headers: { authorization: admin },
        payload: { decision, remarks: 'Checked on site.' },
      })
    }
    const ticketsBefore = (
      await app.inject({ url: '/api/tickets/', headers: { authorization: customer.authorization } })
    ).json<{ id: number; status: string }[]>()
    const codes = await source.db
      .selectFrom('applications')
      .select(['id', 'verify_code'])
      .orderBy('id')
      .execute()

    const archive = path.join(folder, 'portal.tar.gz')
    const backedUp = await backupTo(archive, { db: source.db, files: app.files })
    expect(backedUp.tables.applications).toBe(3)
    // Stored by content: the sample's two documents are the same bytes, one file.
    const stored = await source.db.selectFrom('attachments').select('sha256').distinct().execute()
    expect(backedUp.documents).toBe(stored.length)

    const target = await freshDatabase({ empty: true })
    const bucket = s3.store()
    const restored = await restoreFrom(archive, { db: target.db, files: bucket })
    expect(restored).toEqual(backedUp)
    expect(await pendingMigrations(target.db)).toEqual([])
    const portal = await buildApp({
      db: target.db,
      notifications: target.notifications,
      config: { ...loadConfig({}), ...s3.config, dataDir: folder },
      backgroundWork: false,
    })
    try {
      // The customer's sign-in still holds; the same tickets, in the same states.
      const tickets = await portal.inject({
        url: '/api/tickets/',
        headers: { authorization: customer.authorization },
      })
      expect(tickets.json()).toEqual(ticketsBefore)
      for (const { id, verify_code } of codes.filter((c) => c.verify_code)) {
        const verified = await portal.inject({ url: `/api/verify/${verify_code}/` })
        expect(verified.statusCode).toBe(200)
        expect(verified.json()).toMatchObject({ id })
        const letter = await portal.inject({
          url: `/api/tickets/${id}/download/`,
          headers: { authorization: customer.authorization },
        })
        expect(letter.statusCode).toBe(200)
      }
      for (const attachment of filed[0]!.attachments) {
        const document = await portal.inject({
          url: `/api/attachments/${attachment.id}/`,
          headers: { authorization: customer.authorization },
        })
        expect(document.statusCode).toBe(200)
        expect(document.rawPayload.length).toBe(attachment.size)
      }
      // New applications carry on after the restored ids.
      const next = await fileSample(portal, customer.authorization, '/interim-billing')
      expect(next.json<{ id: number }>().id).toBe(filed[2]!.id + 1)
      // A restore goes only into an empty portal.
      await expect(restoreFrom(archive, { db: target.db, files: bucket })).rejects.toThrow(
        'The database is not empty',
      )
    } finally {
      await portal.close()
      await target.close()
    }
  }, 60_000)

  it('writes the archive for its owner alone, over a file that was open to others', async () => {
    const archive = path.join(folder, 'private.tar.gz')
    await writeFile(archive, 'an old backup')
    await chmod(archive, 0o644)
    await backupTo(archive, { db: source.db, files: source.app.files })
    expect((await stat(archive)).mode & 0o777).toBe(0o600)
  }, 60_000)

  it('encrypts for an age public key, and restores only with the matching identity', async () => {
    const customer = await signedInCustomer(source.app)
    expect((await fileSample(source.app, customer.authorization, '/power-clearance')).statusCode).toBe(201)
    const identity = await generateX25519Identity()
    const identityFile = path.join(folder, 'key.txt')
    // As age-keygen writes it: comments, then the key.
    await writeFile(identityFile, `# created: today\n# public key: …\n${identity}\n`)
    const archive = path.join(folder, 'portal.tar.gz.age')
    const backedUp = await backupTo(
      archive,
      { db: source.db, files: source.app.files },
      { encryptTo: [await identityToRecipient(identity)] },
    )
    const bytes = await readFile(archive)
    expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n')
    expect((await stat(archive)).mode & 0o777).toBe(0o600)

    const target = await freshDatabase({ empty: true })
    try {
      const into = { db: target.db, files: s3.store() }
      await expect(restoreFrom(archive, into)).rejects.toThrow(/This backup is encrypted: give .*--identity/)
      const stranger = await generateX25519Identity()
      await expect(restoreFrom(archive, into, { identities: [stranger] })).rejects.toThrow(
        /could not be decrypted with the identity given/,
      )
      const restored = await restoreFrom(archive, into, { identities: await readIdentityFile(identityFile) })
      expect(restored).toEqual(backedUp)
    } finally {
      await target.close()
    }
  }, 90_000)

  it('refuses a public key that is not one before reading anything', async () => {
    const archive = path.join(folder, 'never.tar.gz')
    await expect(
      backupTo(archive, { db: source.db, files: source.app.files }, { encryptTo: ['age1typo'] }),
    ).rejects.toThrow(/Not an age public key: age1typo/)
    await expect(stat(archive)).rejects.toThrow(/ENOENT/)
  })
})
