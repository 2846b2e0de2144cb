// The portal's settings on the stage: every variable deploy/portal.env.example names, given a
// value that production accepts honestly on one machine (docs/decisions/082-the-stage.md).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { INSTANCES, paths, type TPart } from './layout'

/** The variables a settings file sets, in order, and (`commented`) those its comments set. */
export function variablesOf(text: string, { commented = false } = {}): string[] {
  const names = text
    .split('\n')
    .filter((line) => (commented ? line.startsWith('#') : !line.startsWith('#')))
    .flatMap((line) => [...line.matchAll(/(?:^|[#\s])([A-Z][A-Z0-9_]+)=/g)].map((match) => match[1]!))
  return [...new Set(names)]
}

/**
 * The example's HTTP SMS gateway, replaced by the alternative its comments name (SMS_TRANSPORT=smpp
 * and the SMPP_ settings): the stage's SMSC speaks SMPP, as an operator's does.
 */
export const REPLACED_BY_SMPP = ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN']

/** The machine's own network address, for PUBLIC_URL: production refuses a loopback one. */
export function networkAddress(env: NodeJS.ProcessEnv): string | undefined {
  if (env.STAGE_PUBLIC_HOST) return env.STAGE_PUBLIC_HOST
  return Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address
}

export interface TStageSecrets {
  SECRETS_KEY: string
  METRICS_TOKEN: string
  PORTAL_ADMIN_PASSWORD: string
  NDI_CLIENT_SECRET: string
  SMPP_PASSWORD: string
}

export const newSecrets = (): TStageSecrets => ({
  SECRETS_KEY: randomBytes(32).toString('base64'),
  METRICS_TOKEN: randomBytes(32).toString('hex'),
  PORTAL_ADMIN_PASSWORD: `stage-${randomBytes(18).toString('base64url')}`,
  NDI_CLIENT_SECRET: randomBytes(24).toString('hex'),
  // SMPP 3.4 carries at most 8 characters.
  SMPP_PASSWORD: randomBytes(6).toString('base64url'),
})

export const SMPP_SYSTEM_ID = 'bpc'
export const S3_BUCKET = 'portal-attachments'
/** s3rver's fixed credentials. */
export const S3_CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }
export const TLS_FILES = {
  cert: path.join(paths.tls, 'stage-cert.pem'),
  key: path.join(paths.tls, 'stage-key.pem'),
}

/**
 * deploy/portal.env for the stage. Loopback is this machine: production takes plain PostgreSQL,
 * S3 and SMPP to it, as to a database, store or TLS tunnel beside the portal. Mail still goes
 * over TLS with a checked certificate (the stage's own CA, NODE_EXTRA_CA_CERTS).
 */
export function portalSettings(
  ports: Record<TPart, number>,
  publicHost: string,
  secrets: TStageSecrets,
  databaseUrl: string,
): Record<string, string> {
  return {
    PORTAL_ENV: 'production',
    PUBLIC_URL: `https://${publicHost}:${ports.proxy}`,
    DATABASE_URL: databaseUrl,
    FILE_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_BUCKET,
    ...S3_CREDENTIALS,
    // Caddy reaches the instances from 127.0.0.1 alone; a client on another loopback address
    // (the bench's 127.0.x.y) is then its own address, not the proxy's.
    TRUST_PROXY: '127.0.0.1',
    METRICS_TOKEN: secrets.METRICS_TOKEN,
    SECRETS_KEY: secrets.SECRETS_KEY,
    SMS_TRANSPORT: 'smpp',
    SMPP_URL: `smpps://127.0.0.1:${ports.smsc}`,
    SMPP_SYSTEM_ID,
    SMPP_PASSWORD: secrets.SMPP_PASSWORD,
    SMPP_SOURCE_ADDR: 'BPC',
    SMPP_CA_FILE: TLS_FILES.cert,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}?requireTLS=true`,
    // The wallet is not staged: these are never reached unless a customer picks the wallet.
    WALLET_PROVIDER: 'bhutan-ndi',
    NDI_AUTH_URL: 'https://ndi-auth.stage.invalid',
    NDI_VERIFIER_URL: 'https://ndi-verifier.stage.invalid',
    NDI_CLIENT_ID: 'bpc-stage',
    NDI_CLIENT_SECRET: secrets.NDI_CLIENT_SECRET,
    NDI_FOUNDATIONAL_ID_SCHEMA: 'https://ndi.stage.invalid/Foundational_ID',
    NDI_MOBILE_SCHEMA: 'https://ndi.stage.invalid/Mobile_Number',
    NDI_ISSUER_DIDS: 'did:key:stage-issuer',
    PORTAL_ADMIN_USERNAME: 'admin',
    PORTAL_ADMIN_PASSWORD: secrets.PORTAL_ADMIN_PASSWORD,
  }
}

/** The example's variables the stage's settings leave out: each one a reason to refuse. */
export function missingFromStage(settings: Record<string, string>): string[] {
  const example = variablesOf(readFileSync(paths.portalExample, 'utf8'))
  return example.filter((name) => !(name in settings) && !REPLACED_BY_SMPP.includes(name))
}

/**
 * What the Dockerfile and the compose file give each instance besides portal.env, for one
 * machine: its own port and data folder, and no migration at start (the migrate job runs it).
 */
export function instanceSettings(port: number, dataDir: string): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_OPTIONS: '--enable-source-maps',
    MIGRATE_ON_START: 'false',
    NODE_EXTRA_CA_CERTS: TLS_FILES.cert,
  }
}

/** KEY=value lines, as an env_file; values are single-line. */
export const envFileText = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n') + '\n'

export const readEnvFile = (file: string): Record<string, string> =>
  Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )

/** Where Caddy keeps its own CA: its root certificate is what a client of the stage trusts. */
export const CADDY_DATA = path.join(paths.data, 'caddy')
export const CADDY_ROOT_CERT = path.join(CADDY_DATA, 'caddy', 'pki', 'authorities', 'local', 'root.crt')

/** The Caddyfile's placeholders for this machine; compose leaves them to their defaults. */
export function caddyEnvironment(
  ports: Record<TPart, number>,
  publicHost: string,
  upstreams = INSTANCES.map((instance) => ports[instance]),
) {
  return {
    PORTAL_HOST: `localhost:${ports.proxy}, ${publicHost}:${ports.proxy}`,
    PORTAL_UPSTREAMS: upstreams.map((port) => `127.0.0.1:${port}`).join(' '),
    CADDY_ADMIN: `127.0.0.1:${ports.proxyAdmin}`,
    // Caddy's own CA for both names, not a public one; its root stays in .stage, out of the
    // machine's trust store; no redirect server on port 80.
    CADDY_OPTIONS: 'local_certs\n\tskip_install_trust\n\tauto_https disable_redirects',
    XDG_DATA_HOME: CADDY_DATA,
    XDG_CONFIG_HOME: path.join(paths.data, 'caddy-config'),
  }
}
