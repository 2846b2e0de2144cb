import { randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TTotpEnrolment } from '@portal/domain/staff/credentials'
import { loadConfig } from '../src/config'
import { sealStoredSecrets } from '../src/services/secrets/stored-secrets'
import { secretBoxFor } from '../src/services/secrets/secret-box'
import { signedInCustomer } from './helpers/customers'
import { solvedProof } from './helpers/proof-of-work'
import { signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

/**
 * TOTP secrets, the wallet webhook's secret and the keys that hash sign-in codes and sign
 * proofs of work rest sealed with SECRETS_KEY (issue 32).
 */
const SECRETS_KEY = randomBytes(32).toString('base64')
let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp({ SECRETS_KEY })
})
afterAll(() => portal.close())

const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate()
const stored = (username: string) =>
  portal.db
    .selectFrom('staff')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
const storedSetting = async (key: string) =>
  (
    await portal.db
      .selectFrom('portal_settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirstOrThrow()
  ).value
const storedWebhookSecret = () => storedSetting('wallet_webhook_secret')

/** The keys the portal makes for itself: a sign-in code's HMAC, a proof of work's signatures. */
const SIGNING_KEYS = [
  'sign_in_code_secret',
  'proof_of_work_signature_secret',
  'proof_of_work_key_secret',
] as const

describe('an authenticator secret at rest', () => {
  it('is sealed, while enrolling and once confirmed, and still checks codes', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const authorization = { authorization: member.authorization }
    const started = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/totp/',
      headers: authorization,
      payload: { current_password: member.password },
    })
    const { secret } = started.json<TTotpEnrolment>()
    const pending = (await stored(member.username)).totp_pending_secret!
    expect(pending).toMatch(/^sealed:v1:/)
    expect(pending).not.toContain(secret)
    const confirmed = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/totp/confirm/',
      headers: authorization,
      payload: { code: codeNow(secret) },
    })
    expect(confirmed.statusCode).toBe(204)
    const kept = (await stored(member.username)).totp_secret!
    expect(kept).toMatch(/^sealed:v1:/)
    expect(kept).not.toContain(secret)
    await portal.db
      .updateTable('staff')
      .set({ totp_last_step: null })
      .where('username', '=', member.username)
      .execute()
    const signIn = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username: member.username, password: member.password, totp: codeNow(secret) },
    })
    expect(signIn.statusCode).toBe(200)
  })
})

describe("the wallet webhook's secret at rest", () => {
  it('is sealed, and the webhook takes the secret itself', async () => {
    const kept = await storedWebhookSecret()
    expect(kept).toMatch(/^sealed:v1:/)
    expect(kept).not.toContain(portal.app.services.wallet.webhookSecret)
    expect(secretBoxFor(SECRETS_KEY).open(kept)).toBe(portal.app.services.wallet.webhookSecret)
  })
})

describe('the keys that hash sign-in codes and sign proofs of work, at rest', () => {
  it('are sealed, and codes and challenges made with them still check', async () => {
    // A sign-in with a code, and a solved challenge: each key is made and used.
    await signedInCustomer(portal.app)
    const binding = { route: 'POST /api/accounts/login/', network: '127.0.0.1' }
    await expect(
      portal.app.services.signIn.checkProof(await solvedProof(portal.app, binding.route), binding),
    ).resolves.toBe(1)
    const box = secretBoxFor(SECRETS_KEY)
    for (const key of SIGNING_KEYS) {
      const kept = await storedSetting(key)
      expect(kept, key).toMatch(/^sealed:v1:/)
      const secret = box.open(kept)
      expect(secret, key).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(kept, key).not.toContain(secret)
    }
  })
})

describe('sealing what a database kept in plain text', () => {
  it('seals plain secrets once, and leaves the sealed ones as they are', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const plain = new Secret({ size: 20 }).base32
    await portal.db
      .updateTable('staff')
      .set({ totp_secret: plain, totp_pending_secret: plain })
      .where('username', '=', member.username)
      .execute()
    const box = secretBoxFor(SECRETS_KEY)
    const webhook = await storedWebhookSecret()
    await portal.db
      .updateTable('portal_settings')
      .set({ value: box.open(webhook) })
      .where('key', '=', 'wallet_webhook_secret')
      .execute()

    const signingKeys = new Map<string, string>()
    for (const key of SIGNING_KEYS) {
      const secret = box.open(await storedSetting(key))
      signingKeys.set(key, secret)
      await portal.db.updateTable('portal_settings').set({ value: secret }).where('key', '=', key).execute()
    }

    expect(await sealStoredSecrets(portal.db, box)).toBe(6)
    const row = await stored(member.username)
    expect(row.totp_secret).toMatch(/^sealed:v1:/)
    expect(box.open(row.totp_secret!)).toBe(plain)
    expect(box.open(row.totp_pending_secret!)).toBe(plain)
    expect(box.open(await storedWebhookSecret())).toBe(portal.app.services.wallet.webhookSecret)
    for (const [key, secret] of signingKeys) {
      const kept = await storedSetting(key)
      expect(kept, key).toMatch(/^sealed:v1:/)
      expect(box.open(kept), key).toBe(secret)
    }
    expect(await sealStoredSecrets(portal.db, box)).toBe(0)

    const signIn = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username: member.username, password: member.password, totp: codeNow(plain) },
    })
    expect(signIn.statusCode).toBe(200)
  })

  it('seals again what the development key sealed, once SECRETS_KEY is set', async () => {
    const development = secretBoxFor(undefined)
    const sealedForDevelopment = development.seal('a-secret-from-development')
    await portal.db
      .insertInto('portal_settings')
      .values({ key: 'wallet_webhook_secret_test', value: sealedForDevelopment })
      .execute()
    const member = await signedInStaff(portal.app, 'officer')
    await portal.db
      .updateTable('staff')
      .set({ totp_secret: development.seal('JBSWY3DPEHPK3PXP') })
      .where('username', '=', member.username)
      .execute()
    const box = secretBoxFor(SECRETS_KEY)
    expect(await sealStoredSecrets(portal.db, box)).toBe(1)
    expect(box.open((await stored(member.username)).totp_secret!)).toBe('JBSWY3DPEHPK3PXP')
  })

  it('refuses, by name, a secret sealed with another key, and so does the start', async () => {
    const other = secretBoxFor(randomBytes(32).toString('base64'))
    expect(() => secretBoxFor(SECRETS_KEY).open(other.seal('x'))).toThrow(/another SECRETS_KEY/)
    const member = await signedInStaff(portal.app, 'officer')
    await portal.db
      .updateTable('staff')
      .set({ totp_secret: other.seal('JBSWY3DPEHPK3PXP') })
      .where('username', '=', member.username)
      .execute()
    await expect(sealStoredSecrets(portal.db, secretBoxFor(SECRETS_KEY))).rejects.toThrow(
      /another SECRETS_KEY/,
    )
    await portal.db
      .updateTable('staff')
      .set({ totp_secret: null })
      .where('username', '=', member.username)
      .execute()
  })
})

describe('SECRETS_KEY', () => {
  it('is 32 random bytes in base64, or the portal does not start', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'too-short' })).toThrow(/SECRETS_KEY/)
    expect(() => loadConfig({ SECRETS_KEY: randomBytes(16).toString('base64') })).toThrow(/SECRETS_KEY/)
    expect(loadConfig({ SECRETS_KEY }).SECRETS_KEY).toBe(SECRETS_KEY)
  })
})
