import { afterAll, describe, expect, it } from 'vitest'
import { createHash, randomBytes } from 'node:crypto'
import { loadConfig } from '../src/config'
import { developmentNotice } from '../src/development-notice'
import { TEST_SMSC_CA_FILE, TEST_SMSC_KEY_FILE } from './helpers/smsc'
import { signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'
import { configRefusal } from './helpers/config'

/** The development key of services/secrets/secret-box.ts, derived from its public phrase. */
const developmentKey = createHash('sha256')
  .update('bpc-customer-portal development secrets key: public, protects nothing')
  .digest()

/** A production configuration with nothing simulated and nothing open. */
const safe = {
  PORTAL_ENV: 'production',
  WALLET_PROVIDER: 'bhutan-ndi',
  NDI_AUTH_URL: 'https://auth.example',
  NDI_VERIFIER_URL: 'https://verifier.example',
  NDI_CLIENT_ID: 'id',
  NDI_CLIENT_SECRET: 'secret',
  NDI_FOUNDATIONAL_ID_SCHEMA: 'https://schema.example/id',
  NDI_MOBILE_SCHEMA: 'https://schema.example/mobile',
  NDI_ISSUER_DIDS: 'did:example:bhutan-ndi',
  PUBLIC_URL: 'https://portal.bpc.bt',
  SMS_GATEWAY_URL: 'https://sms.example/send',
  SMS_GATEWAY_TOKEN: 'a-gateway-token',
  SMTP_URL: 'smtp://mail.example:587?requireTLS=true',
  TRUST_PROXY: '10.0.0.0/8',
  METRICS_TOKEN: 'a-metrics-token-of-32-characters',
  SECRETS_KEY: 'q2Vh0Jb6m1c5yYt8pW4fXk3nLr9sZa7dGe2uHi6oTvQ=',
}

/** SMS to the operator's SMSC over TLS, as production wants it. */
const smpp = {
  SMS_TRANSPORT: 'smpp',
  SMPP_URL: 'smpps://smsc.example:3550',
  SMPP_SYSTEM_ID: 'bpc-portal',
  SMPP_PASSWORD: 'secret1',
  SMPP_SOURCE_ADDR: 'BPC',
}

describe('production mode (PORTAL_ENV=production)', () => {
  it('starts with a safe configuration', () => {
    expect(loadConfig(safe).PORTAL_ENV).toBe('production')
  })

  it.each([
    ['the wallet simulator', { WALLET_PROVIDER: 'simulator' }, /WALLET_PROVIDER is the simulator/],
    ['SMS to the development inbox', { SMS_GATEWAY_URL: undefined }, /SMS_GATEWAY_URL is unset/],
    ['email to the development inbox', { SMTP_URL: undefined }, /SMTP_URL is unset/],
    [
      'no PUBLIC_URL',
      { PUBLIC_URL: undefined, NDI_WEBHOOK_URL: 'https://portal.bpc.bt/api/ndi/webhook/' },
      /PUBLIC_URL is unset/,
    ],
    ['a loopback PUBLIC_URL', { PUBLIC_URL: 'http://127.0.0.1:8080' }, /PUBLIC_URL is a loopback address/],
    ['a localhost PUBLIC_URL', { PUBLIC_URL: 'http://localhost:8080' }, /PUBLIC_URL is a loopback address/],
    ['a PUBLIC_URL of 127.1', { PUBLIC_URL: 'http://127.1:8080' }, /PUBLIC_URL is a loopback address/],
    [
      'an http:// PUBLIC_URL whose name starts with localhost',
      { PUBLIC_URL: 'http://localhost.bpc.bt' },
      /PUBLIC_URL is not https:\/\//,
    ],
    ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, /TRUST_PROXY=true/],
    [
      'a TRUST_PROXY of every IPv4 address',
      { TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' },
      /TRUST_PROXY covers every address/,
    ],
    [
      'a TRUST_PROXY of every IPv6 address',
      { TRUST_PROXY: '::/1, 8000::/1' },
      /TRUST_PROXY covers every address/,
    ],
    [
      'a TRUST_PROXY of every IPv4-mapped address',
      { TRUST_PROXY: '::ffff:0:0/96' },
      /TRUST_PROXY covers every address/,
    ],
    [
      'a TRUST_PROXY of every IPv4 address by netmask',
      { TRUST_PROXY: '0.0.0.0/128.0.0.0,128.0.0.0/1,10.0.0.1' },
      /TRUST_PROXY covers every address/,
    ],
    ['no METRICS_TOKEN', { METRICS_TOKEN: undefined }, /METRICS_TOKEN is unset/],
    [
      'a METRICS_TOKEN of one repeated character',
      { METRICS_TOKEN: 'a'.repeat(40) },
      /METRICS_TOKEN has fewer than 8 different characters/,
    ],
    [
      'a WALLET_WEBHOOK_SECRET of little variety',
      { WALLET_WEBHOOK_SECRET: 'abc1abc1abc1abc1abc1' },
      /WALLET_WEBHOOK_SECRET has fewer than 8 different characters/,
    ],
    ['a TOKEN_TTL_HOURS of more than 30 days', { TOKEN_TTL_HOURS: '721' }, /TOKEN_TTL_HOURS=721/],
    [
      'an SMS_PER_HOUR too small for ten networks to be needed to spend a share',
      { SMS_PER_HOUR: '199' },
      /^ {2}- SMS_PER_HOUR=199 is too small for the SMS ceiling: .*: give at least 200$/,
    ],
    [
      'a short METRICS_TOKEN',
      { METRICS_TOKEN: 'a-metrics-token-of-31-characters'.slice(1) },
      /METRICS_TOKEN has 31 characters/,
    ],
    ['an http:// PUBLIC_URL', { PUBLIC_URL: 'http://portal.bpc.bt' }, /PUBLIC_URL is not https:\/\//],
    [
      'an http:// SMS gateway',
      { SMS_GATEWAY_URL: 'http://sms.example/send' },
      /SMS_GATEWAY_URL is not https:\/\//,
    ],
    [
      "an http:// operator's API, its placeholders in the query",
      {
        SMS_GATEWAY_URL: 'http://sms.example/send?to={to}&text={message}',
        SMS_GATEWAY_METHOD: 'GET',
      },
      /SMS_GATEWAY_URL is not https:\/\//,
    ],
    [
      'an SMS gateway without a credential',
      { SMS_GATEWAY_TOKEN: undefined },
      /SMS_GATEWAY_TOKEN and SMS_GATEWAY_PASSWORD are unset, so the SMS gateway would be asked to send without a credential/,
    ],
    [
      'an SMS gateway with an empty token',
      { SMS_GATEWAY_TOKEN: '' },
      /SMS_GATEWAY_TOKEN and SMS_GATEWAY_PASSWORD are unset/,
    ],
    [
      'an http:// wallet verifier',
      { NDI_VERIFIER_URL: 'http://verifier.example' },
      /NDI_VERIFIER_URL is not https:\/\//,
    ],
    [
      'mail that may go in plain text',
      { SMTP_URL: 'smtp://mail.example:587' },
      /SMTP_URL is smtp:\/\/ without \?requireTLS=true/,
    ],
    [
      'mail that may go in plain text, the scheme in capitals',
      { SMTP_URL: 'SMTP://mail.example:587' },
      /SMTP_URL is smtp:\/\/ without \?requireTLS=true/,
    ],
    [
      'mail whose smtps:// the query turns off',
      { SMTP_URL: 'smtps://mail.example?secure=false' },
      /SMTP_URL has secure=false without \?requireTLS=true/,
    ],
    [
      'plain SMPP to another machine',
      { ...smpp, SMPP_URL: 'smpp://smsc.example:2775' },
      /SMPP_URL is smpp:\/\//,
    ],
    [
      "an SMSC's certificate left unchecked",
      { ...smpp, SMPP_TLS_REJECT_UNAUTHORIZED: 'false' },
      /SMPP_TLS_REJECT_UNAUTHORIZED=false, so the SMSC's certificate is not checked/,
    ],
    [
      "an SMSC's CA file that cannot be read",
      { ...smpp, SMPP_CA_FILE: '/no/such/smsc-ca.pem' },
      /SMPP_CA_FILE \(\/no\/such\/smsc-ca\.pem\) cannot be read \(ENOENT\)/,
    ],
    [
      "an SMSC's CA file that holds no certificate",
      { ...smpp, SMPP_CA_FILE: TEST_SMSC_KEY_FILE },
      /SMPP_CA_FILE \(.*test-smsc-tls\.key\.pem\) holds no certificate that can be read/,
    ],
    [
      'SMPP without a password',
      { ...smpp, SMPP_PASSWORD: undefined },
      /SMS_TRANSPORT=smpp needs SMPP_PASSWORD/,
    ],
    [
      "a mail server's certificate left unchecked",
      { SMTP_URL: 'smtps://mail.example?tls.rejectUnauthorized=false' },
      /SMTP_URL has tls\.rejectUnauthorized=false/,
    ],
    [
      'a mail user without a password',
      { SMTP_URL: 'smtps://portal@mail.example' },
      /SMTP_URL names a user without a password/,
    ],
    [
      "Node's certificate checks turned off",
      { NODE_TLS_REJECT_UNAUTHORIZED: '0' },
      /NODE_TLS_REJECT_UNAUTHORIZED=0 turns off the certificate check/,
    ],
    ['codes off', { SIGN_IN_CODES: 'off' }, /SIGN_IN_CODES=off/],
    ['no SECRETS_KEY', { SECRETS_KEY: undefined }, /SECRETS_KEY is unset/],
    [
      'the development SECRETS_KEY',
      { SECRETS_KEY: developmentKey.toString('base64') },
      /SECRETS_KEY is the public development key/,
    ],
    [
      'the development SECRETS_KEY in base64url',
      { SECRETS_KEY: developmentKey.toString('base64url') },
      /SECRETS_KEY is the public development key/,
    ],
    ['no expected wallet issuer', { NDI_ISSUER_DIDS: undefined }, /NDI_ISSUER_DIDS is unset/],
    [
      'a SECRETS_KEY of 32 zero bytes',
      { SECRETS_KEY: Buffer.alloc(32).toString('base64') },
      /SECRETS_KEY repeats itself/,
    ],
    [
      'a SECRETS_KEY of a 16-byte pattern written twice',
      { SECRETS_KEY: Buffer.from('9f3a6c1e84d27b05e61fa9c3370d58b2'.repeat(2), 'hex').toString('base64') },
      /SECRETS_KEY repeats itself/,
    ],
    [
      'a SECRETS_KEY of typed text in base64',
      { SECRETS_KEY: Buffer.from('the bhutan power portal secret!!').toString('base64') },
      /SECRETS_KEY is typed text/,
    ],
    [
      'a SECRETS_KEY of typed letters',
      { SECRETS_KEY: 'bhutanpowercorporationcustomerportalsecretx' },
      /SECRETS_KEY is in one letter case/,
    ],
    [
      'plain HTTP to a file store on another machine',
      { S3_ENDPOINT: 'http://minio:9000' },
      /S3_ENDPOINT is not https:\/\//,
    ],
  ])('refuses %s with a line of its own', (_what, change, line) => {
    const message = configRefusal({ ...safe, ...change })
    expect(message).toMatch(/^The portal will not start in production mode/)
    const problems = message!.split('\n').filter((l) => l.startsWith('  - '))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(line)
  })

  it.each([
    'postgres://portal:pw@db.example:5432/portal',
    'postgres://portal:pw@db.example/portal?sslmode=disable',
    'postgres://portal:pw@db.example/portal?sslmode=prefer',
    'postgres://portal:pw@10.0.0.5/portal?ssl=false',
    'postgres://portal:pw@localhost/portal?host=db.example',
    // Given twice, a parameter is read as pg reads it: the last one wins.
    'postgres://portal:pw@db.example/portal?sslmode=require&sslmode=disable',
    'postgres://portal:pw@localhost/portal?host=localhost&host=db.example',
  ])('refuses a database on another machine without TLS, never repeating its URL: %s', (DATABASE_URL) => {
    const message = configRefusal({ ...safe, DATABASE_URL })!
    expect(message.split('\n').filter((l) => l.startsWith('  - '))).toEqual([
      expect.stringMatching(/^ {2}- DATABASE_URL reaches a database on another machine without TLS/),
    ])
    expect(message).not.toContain('pw@')
  })

  it('takes a random SECRETS_KEY, in base64 or base64url', () => {
    for (let i = 0; i < 500; i++) {
      const key = randomBytes(32)
      for (const SECRETS_KEY of [key.toString('base64'), key.toString('base64url')])
        expect(configRefusal({ ...safe, SECRETS_KEY })).toBeUndefined()
    }
  })

  it('takes a file store over https://, or over plain HTTP on this machine only', () => {
    const s3 = {
      FILE_STORE: 's3',
      S3_BUCKET: 'portal',
      S3_ACCESS_KEY_ID: 'portal',
      S3_SECRET_ACCESS_KEY: 'a-key',
    }
    for (const S3_ENDPOINT of [
      'https://s3.example',
      'http://127.0.0.1:9000',
      'http://localhost:9000',
      'http://[::1]:9000',
    ])
      expect(loadConfig({ ...safe, ...s3, S3_ENDPOINT }).S3_ENDPOINT).toBe(S3_ENDPOINT)
  })

  it('takes a database over TLS, or on this machine (loopback or a unix socket) without', () => {
    for (const DATABASE_URL of [
      'postgres://portal:pw@db.example/portal?sslmode=require',
      'postgres://portal:pw@db.example/portal?sslmode=verify-ca',
      'postgresql://portal:pw@db.example:5432/portal?sslmode=verify-full',
      'postgres://portal:pw@db.example/portal?ssl=true',
      'postgres://portal:pw@127.0.0.1:5432/portal',
      'postgres://portal:pw@localhost/portal',
      'postgres://portal:pw@[::1]:5432/portal',
      'postgres://portal@%2Fvar%2Frun%2Fpostgresql/portal',
      'postgres://portal@localhost/portal?host=/var/run/postgresql',
    ])
      expect(configRefusal({ ...safe, DATABASE_URL }), DATABASE_URL).toBeUndefined()
  })

  it('takes proxies named by range, netmask or name, and a sign-in of 30 days', () => {
    const config = loadConfig({
      ...safe,
      TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/255.240.0.0, fd00::/8, loopback',
      WALLET_WEBHOOK_SECRET: 'a-webhook-secret-with-variety',
      TOKEN_TTL_HOURS: '720',
    })
    expect(config.TRUST_PROXY).toEqual(['10.0.0.0/8', '172.16.0.0/255.240.0.0', 'fd00::/8', 'loopback'])
  })

  it('names the problem, in any mode, of a TRUST_PROXY that could not be used, rather than crash at start', async () => {
    for (const env of [safe, {}])
      for (const TRUST_PROXY of ['0.0.0.0/0', '::/0', '10.0.0.0/0.0.0.0', '10.0.0.0/33', 'proxy.example'])
        expect(configRefusal({ ...env, TRUST_PROXY })).toBe(
          `Invalid configuration — TRUST_PROXY: cannot use ${TRUST_PROXY}: give the proxies' addresses or ranges (10.0.0.0/8); a /0 range is never taken`,
        )
    // Every range it takes, Fastify takes too.
    const { TRUST_PROXY } = loadConfig({ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1,::ffff:0:0/96,loopback' })
    const development = await testApp({ TRUST_PROXY })
    await development.close()
  })

  it("refuses the example file's placeholders, naming the settings but not their values", () => {
    const message = configRefusal({
      ...safe,
      METRICS_TOKEN: 'CHANGE-ME-a-long-random-token-of-64-hex-digits',
      PORTAL_ADMIN_USERNAME: 'admin',
      PORTAL_ADMIN_PASSWORD: 'CHANGE-ME-a-long-passphrase',
    })
    const problems = message!.split('\n').filter((l) => l.startsWith('  - '))
    expect(problems).toEqual([
      "  - PORTAL_ADMIN_PASSWORD, METRICS_TOKEN still hold the example's CHANGE-ME placeholder, which anyone can read: give your own values",
    ])
  })

  it('names every problem at once', () => {
    const message = configRefusal({ PORTAL_ENV: 'production', TRUST_PROXY: 'true', SIGN_IN_CODES: 'off' })
    expect(message!.split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(8)
  })

  it("takes an operator's API whose credential is a password the body places", () => {
    const config = loadConfig({
      ...safe,
      SMS_GATEWAY_TOKEN: undefined,
      SMS_GATEWAY_CONTENT_TYPE: 'form',
      SMS_GATEWAY_BODY: 'user={username}&pass={password}&to={to}&text={message}',
      SMS_GATEWAY_USERNAME: 'bpc',
      SMS_GATEWAY_PASSWORD: 'a-gateway-password',
    })
    expect(config.SMS_GATEWAY_BODY).toMatch(/pass=\{password\}/)
  })

  it('sends mail over smtps:// or STARTTLS insisted on, the scheme in any case', () => {
    for (const SMTP_URL of [
      'smtps://mail.example',
      'SMTPS://mail.example:465',
      'smtp://mail.example:587?requireTLS=true',
      'Smtp://mail.example:587?secure=true',
    ])
      expect(loadConfig({ ...safe, SMTP_URL }).SMTP_URL).toBe(SMTP_URL)
  })

  it('refuses in any mode an SMTP_URL that is no smtp:// or smtps:// address, naming it', () => {
    for (const env of [safe, {}])
      for (const SMTP_URL of ['https://mail.example', 'mail.example:587', 'direct://mail.example'])
        expect(configRefusal({ ...env, SMTP_URL })).toMatch(
          /^Invalid configuration — SMTP_URL: must be smtp:\/\/host:port, or smtps:\/\/ for TLS from the start/,
        )
  })

  it('sends SMS over SMPP with TLS, or in plain text to a TLS tunnel on this machine only', () => {
    expect(loadConfig({ ...safe, ...smpp }).SMS_TRANSPORT).toBe('smpp')
    expect(loadConfig({ ...safe, ...smpp, SMPP_CA_FILE: TEST_SMSC_CA_FILE }).smppCa).toMatch(
      /^-----BEGIN CERTIFICATE-----\n[^#]+-----END CERTIFICATE-----$/,
    )
    expect(loadConfig({ ...safe, ...smpp, SMPP_URL: 'smpp://127.0.0.1:2775' }).SMPP_URL).toBe(
      'smpp://127.0.0.1:2775',
    )
    for (const SMPP_URL of ['smpp://localhost:2775', 'smpp://127.0.0.2:2775', 'smpp://[::1]:2775'])
      expect(loadConfig({ ...safe, ...smpp, SMPP_URL }).SMPP_URL).toBe(SMPP_URL)
    // Names that merely start like this machine's are other machines.
    for (const SMPP_URL of ['smpp://127.smsc.example.com:2775', 'smpp://localhost.example:2775'])
      expect(configRefusal({ ...safe, ...smpp, SMPP_URL })).toMatch(/SMPP_URL is smpp:\/\//)
  })

  it('names every SMPP and SMTP problem at once, with the rest', () => {
    const message = configRefusal({
      ...safe,
      ...smpp,
      SMPP_URL: 'smpp://smsc.example',
      SMPP_PASSWORD: undefined,
      SMTP_URL: 'smtps://portal@mail.example?tls.rejectUnauthorized=false',
      METRICS_TOKEN: undefined,
    })
    const problems = message!.split('\n').filter((l) => l.startsWith('  - '))
    expect(problems.map((p) => p.split(/[ ,:]/)[3])).toEqual([
      'METRICS_TOKEN',
      'SMTP_URL',
      'SMTP_URL',
      'SMS_TRANSPORT=smpp',
      'SMPP_URL',
    ])
  })

  it("refuses in any mode an SMSC's CA file that cannot be used", () => {
    expect(configRefusal({ ...smpp, SMPP_CA_FILE: '/no/such/smsc-ca.pem' })).toMatch(
      /^Invalid configuration — SMPP_CA_FILE \(\/no\/such\/smsc-ca\.pem\) cannot be read \(ENOENT\)/,
    )
    expect(configRefusal({ ...smpp, SMPP_CA_FILE: TEST_SMSC_KEY_FILE })).toMatch(/holds no certificate/)
  })

  it('refuses in any mode an SMPP setting SMPP 3.4 cannot carry', () => {
    expect(configRefusal({ ...smpp, SMPP_PASSWORD: 'ninechars' })).toMatch(
      /SMPP_PASSWORD: SMPP 3.4 carries at most 8 characters/,
    )
    expect(configRefusal({ ...smpp, SMPP_SYSTEM_ID: 'a-system-id-of-16' })).toMatch(
      /SMPP_SYSTEM_ID: SMPP 3.4 carries at most 15/,
    )
    expect(configRefusal({ ...smpp, SMPP_SOURCE_ADDR: 'BhutanPowerCorp' })).toMatch(
      /SMPP_SOURCE_ADDR: must be a short code/,
    )
    expect(loadConfig({ ...smpp, SMPP_SOURCE_ADDR: '1250' }).SMPP_SOURCE_ADDR).toBe('1250')
  })

  it('takes an SMS_PER_HOUR of 200 or more; development and tests take any, to scale the ceiling down', () => {
    expect(configRefusal({ ...safe, SMS_PER_HOUR: '200' })).toBeUndefined()
    expect(loadConfig({ SMS_PER_HOUR: '40' }).SMS_PER_HOUR).toBe(40)
  })

  it('is never switched on by NODE_ENV', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).PORTAL_ENV).toBe('development')
  })
})

describe('development mode', () => {
  it('says at start, in one block, what it simulates', () => {
    const notice = developmentNotice(loadConfig({}))!
    expect(notice).toMatch(/^DEVELOPMENT MODE/)
    expect(notice).toContain('SIMULATOR')
    expect(notice).toContain('http://localhost:8080/dev/sms')
    expect(notice).toContain('emails are NOT sent')
    expect(developmentNotice(loadConfig(safe))).toBeUndefined()
  })

  it('listens on loopback only unless a network is allowed on purpose, and says which', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) expect(loadConfig({ HOST }).HOST).toBe(HOST)
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20'])
      expect(configRefusal({ HOST })).toMatch(
        /^Development mode listens on this machine only, not on HOST=.*ALLOW_DEVELOPMENT_ON_NETWORK=true/,
      )
    expect(developmentNotice(loadConfig({}))).toContain('Listening on this machine only (HOST=127.0.0.1)')
    const shown = loadConfig({ HOST: '0.0.0.0', ALLOW_DEVELOPMENT_ON_NETWORK: 'true' })
    expect(developmentNotice(shown)).toContain('REACHABLE FROM THE NETWORK (HOST=0.0.0.0')
    expect(loadConfig({ ...safe, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0')
  })
})

describe('the OpenAPI pages', () => {
  const apps: Awaited<ReturnType<typeof testApp>>[] = []
  afterAll(() => Promise.all(apps.map((a) => a.close())))

  it('are open in development and for staff only in production', async () => {
    const development = await testApp()
    const production = await testApp({ PORTAL_ENV: 'production' })
    apps.push(development, production)
    expect((await development.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200)
    expect((await production.app.inject({ url: '/api/docs/json' })).statusCode).toBe(401)
    const { authorization } = await signedInStaff(production.app, 'officer')
    const asStaff = await production.app.inject({ url: '/api/docs/json', headers: { authorization } })
    expect(asStaff.statusCode).toBe(200)
  })
})

describe('X-Request-Id', () => {
  it('echoes a plain incoming id, and replaces anything else with a UUID', async () => {
    const portal = await testApp()
    try {
      const plain = await portal.app.inject({
        url: '/api/divisions/',
        headers: { 'x-request-id': 'lb-42.abc' },
      })
      expect(plain.headers['x-request-id']).toBe('lb-42.abc')
      for (const bad of ['has spaces in it', 'x'.repeat(65), '<script>']) {
        const replaced = await portal.app.inject({ url: '/api/divisions/', headers: { 'x-request-id': bad } })
        expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      }
    } finally {
      await portal.close()
    }
  })
})
