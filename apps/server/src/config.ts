import path from 'node:path'
import { z } from 'zod'
import {
  httpGatewaySettingsOf,
  isLoopback,
  plainTextMail,
  smppCaOf,
  smppSettingsMissing,
  smsTransportOf,
  unusableMessageSettings,
} from './messaging-config'
import { gatewayTemplateProblems, statusRanges } from './notifications/http-gateway'
import { NUMBER_FORMATS } from './notifications/number-format'
import { decodeSecretsKey, isDevelopmentSecretsKey, secretsKeyWeakness } from './services/secrets/secret-box'
import { trustsEveryAddress, unreadableHops } from './trust-proxy'

const ZConfigSchema = z.object({
  /** 'production' turns on the refusals of DESIGN.md §5; NODE_ENV never switches it. */
  PORTAL_ENV: z.enum(['development', 'production']).default('development'),
  /** 'sms': a one-time code to the mobile completes sign-in, registration and a change of mobile. */
  SIGN_IN_CODES: z.enum(['sms', 'off']).default('sms'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /**
   * Development mode serves every sign-in code (/api/dev/sms/) and a wallet that signs in as
   * anyone: it listens on loopback only unless this says, on purpose, to show it to a network.
   */
  ALLOW_DEVELOPMENT_ON_NETWORK: z.stringbool().default(false),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(168),
  CLEARANCE_VALIDITY_DAYS: z.coerce.number().int().positive().default(365),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Behind a load balancer or reverse proxy: which hops to believe for the client's address
   * (X-Forwarded-For) — 'true', or the proxies' addresses/CIDRs separated by commas. Without
   * it, every customer would share the proxy's address and its sign-in limits.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): boolean | string[] => {
      if (!value || value === 'false') return false
      if (value === 'true') return true
      const hops = value.split(',').map((hop) => hop.trim())
      const unreadable = unreadableHops(hops)
      if (unreadable.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `cannot use ${unreadable.join(', ')}: give the proxies' addresses or ranges (10.0.0.0/8); a /0 range is never taken`,
        })
        return z.NEVER
      }
      return hops
    }),
  /** Where customers reach the portal: the letters' QR codes and the messages link here. */
  PUBLIC_URL: z.string().url().optional(),
  PORTAL_ADMIN_USERNAME: z.string().min(1).optional(),
  /** Held to the staff password rule when the admin is created. */
  PORTAL_ADMIN_PASSWORD: z.string().min(1).optional(),
  /** How SMS leave: `smpp` to the operator's SMSC, `http` to SMS_GATEWAY_URL (the default when it is set). */
  SMS_TRANSPORT: z.enum(['http', 'smpp']).optional(),
  SMPP_URL: z
    .url()
    .refine((url) => /^smpps?:\/\//.test(url), 'must be smpp://host:port, or smpps:// for TLS')
    .optional(),
  /**
   * smpps://: the PEM file of the CA that signed the SMSC's certificate (an operator's own CA),
   * read at start and trusted instead of the system's CAs. Unset, the system's CAs are trusted.
   */
  SMPP_CA_FILE: z.string().min(1).optional(),
  /** false stops checking the SMSC's certificate (a trial against a self-signed SMSC); production refuses it. */
  SMPP_TLS_REJECT_UNAUTHORIZED: z.stringbool().default(true),
  // SMPP 3.4 carries a system id of 15 characters and a password of 8 at most: a longer one
  // would be cut short and refused by the SMSC, so it stops the start instead.
  SMPP_SYSTEM_ID: z.string().min(1).max(15, 'SMPP 3.4 carries at most 15 characters').optional(),
  SMPP_PASSWORD: z.string().min(1).max(8, 'SMPP 3.4 carries at most 8 characters').optional(),
  /** Who the SMS come from: the short code or sender name the operator gave. */
  SMPP_SOURCE_ADDR: z
    .string()
    .regex(
      /^(\d{1,20}|[A-Za-z0-9 ]{1,11})$/,
      'must be a short code of digits, or a sender name of 11 letters or digits at most',
    )
    .optional(),
  /** The operator's throughput: SMS parts submitted per second, at most. */
  SMPP_MESSAGES_PER_SECOND: z.coerce.number().positive().default(10),
  /** How often an idle bind is checked with enquire_link. */
  SMPP_ENQUIRE_LINK_SECONDS: z.coerce.number().positive().default(30),
  /**
   * How long an SMS handed to the SMSC waits for its delivery receipt before it is sent again,
   * once; after a second wait without one it is reported not delivered. `off` for an SMSC that
   * gives no receipts: nothing is sent again, and a receipt that does come still settles it.
   */
  SMS_DELIVERY_TIMEOUT_MINUTES: z.union([z.literal('off'), z.coerce.number().positive()]).default(30),
  /**
   * How the SMSC or the gateway wants a number: `local` (17123456), `975` (97517123456) or
   * `+975` (+97517123456); unset, 975 over SMPP and the 8 digits over HTTP.
   */
  SMS_NUMBER_FORMAT: z.enum(NUMBER_FORMATS).optional(),
  /**
   * An HTTP SMS gateway's address; with the operator's own API, a template whose path and query
   * may place {to}, {message}, {sender}, {username}, {password} and {token} (decision 061).
   */
  SMS_GATEWAY_URL: z.string().min(1).optional(),
  /** Sent as a bearer token, unless a template places it with {token}. */
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_GATEWAY_METHOD: z.enum(['GET', 'POST']).default('POST'),
  /** A POST's body, with placeholders; {"to":"{to}","message":"{message}"} when unset. */
  SMS_GATEWAY_BODY: z.string().min(1).optional(),
  /** How the body is written: JSON (placeholders inside its strings), or a form (a=b&c=d). */
  SMS_GATEWAY_CONTENT_TYPE: z.enum(['json', 'form']).default('json'),
  /** The statuses that mean the gateway took the message: 2xx, 200, 200-202, commas between. */
  SMS_GATEWAY_ACCEPTED_STATUSES: z
    .string()
    .default('2xx')
    .transform((text, context) => {
      const ranges = statusRanges(text)
      if (ranges) return ranges
      context.addIssue({
        code: 'custom',
        message: 'must be statuses such as 2xx, 200 or 200-202, commas between',
      })
      return z.NEVER
    }),
  /** The values of {sender}, {username} and {password}; a user and password no template places go as Basic. */
  SMS_GATEWAY_SENDER: z.string().min(1).optional(),
  SMS_GATEWAY_USERNAME: z.string().min(1).optional(),
  SMS_GATEWAY_PASSWORD: z.string().min(1).optional(),
  /** The mail server: smtps:// (TLS from the start), or smtp:// (STARTTLS; ?requireTLS=true insists). */
  SMTP_URL: z
    .url()
    .refine(
      (url) => ['smtp:', 'smtps:'].includes(new URL(url).protocol),
      'must be smtp://host:port, or smtps:// for TLS from the start',
    )
    .optional(),
  MAIL_FROM: z.string().default('Bhutan Power Corporation <no-reply@bpc.bt>'),
  /** Where a customer's reply to an email goes: the utility's desk, since MAIL_FROM takes none. */
  MAIL_REPLY_TO: z.string().min(1).optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5_000),
  WALLET_PROVIDER: z.enum(['simulator', 'bhutan-ndi']).default('simulator'),
  /** What the wallet provider presents on the webhook; made and kept in the database when unset. */
  WALLET_WEBHOOK_SECRET: z.string().min(16).optional(),
  // The Bhutan NDI verifier (WALLET_PROVIDER=bhutan-ndi): hosts differ between staging and production.
  NDI_AUTH_URL: z.string().url().optional(),
  NDI_VERIFIER_URL: z.string().url().optional(),
  NDI_CLIENT_ID: z.string().min(1).optional(),
  NDI_CLIENT_SECRET: z.string().min(1).optional(),
  NDI_FOUNDATIONAL_ID_SCHEMA: z.string().min(1).optional(),
  NDI_MOBILE_SCHEMA: z.string().min(1).optional(),
  /**
   * The DIDs whose credentials are believed, separated by commas (Bhutan NDI's issuer): a value
   * counts only from a credential one of them issued (required in production).
   */
  NDI_ISSUER_DIDS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((did) => did.trim())
        .filter(Boolean),
    ),
  NDI_WEBHOOK_ID: z.string().min(1).default('bpc-customer-portal'),
  /** Where the provider posts results; PUBLIC_URL's /api/ndi/webhook/ when unset. */
  NDI_WEBHOOK_URL: z.string().url().optional(),
  NDI_PROOF_NAME: z.string().min(1).default('Verify Foundational ID'),
  /** JSON: wallet field → the provider's attribute name, e.g. {"cid_no":"ID Number"}. Merged over the defaults. */
  NDI_ATTRIBUTES: z
    .string()
    .optional()
    .transform((text, context) => {
      if (!text) return {}
      try {
        return z.record(z.string(), z.string().min(1)).parse(JSON.parse(text))
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON object of attribute names' })
        return z.NEVER
      }
    }),
  // What one customer may ask of the costly work (DESIGN.md §5): more than a person filing
  // and downloading by hand ever needs, far less than a script would take.
  /** Applications filed per customer per hour, each with up to 10 documents of 0.5 MB. */
  FILINGS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Refused filings per customer per hour (a form corrected and sent again): ten times the above. */
  FILING_ATTEMPTS_PER_HOUR: z.coerce.number().int().min(1).default(200),
  /** How far back the storage quota counts a customer's documents, in days. */
  STORAGE_QUOTA_DAYS: z.coerce.number().int().min(1).default(30),
  /** Every code SMS the portal may send in an hour, all instances together (DESIGN.md §5). */
  SMS_PER_HOUR: z.coerce.number().int().min(1).default(2_000),
  /**
   * Failures (wrong mobiles, wrong codes, refused or unfinished registrations) one network may
   * have in 15 minutes before its requests must carry a proof of work: never a refusal.
   */
  ADDRESS_FAILURES_BEFORE_PROOF: z.coerce.number().int().min(1).default(200),
  /**
   * The proof of work's PBKDF2 iterations per try: a phone solves the base challenge in about a
   * second. Under SMS pressure a challenge asks for up to 8 times the tries (decision 074).
   */
  PROOF_OF_WORK_COST: z.coerce.number().int().min(1).max(100_000).default(250),
  /** Letters downloaded per customer per 10 minutes (rendered once, then from the cache). */
  LETTERS_PER_10_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Documents one customer may keep from the applications of the last STORAGE_QUOTA_DAYS, in MB. */
  STORAGE_QUOTA_MB: z.coerce.number().positive().default(25),
  /** Where attachments live: DATA_DIR/files, or an S3-compatible bucket shared by every instance. */
  FILE_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Most S3-compatible stores other than AWS address buckets by path. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** `false` for rolling deploys: `npm run migrate` migrates, and /api/ready/ waits for it. */
  MIGRATE_ON_START: z.stringbool().default(true),
  /** How long SIGTERM waits for requests in flight and the outbox before exiting anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(25),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * 32 random bytes in base64 (`openssl rand -base64 32`): seals the secrets the portal keeps
   * and must read back (authenticator apps', the wallet webhook's). Required in production;
   * development uses a fixed key that protects nothing (services/secret-box.ts).
   */
  SECRETS_KEY: z
    .string()
    .refine(
      (key) => decodeSecretsKey(key) !== undefined,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  /**
   * Node's own: 0 turns off the certificate check of every TLS connection that does not set
   * one (the wallet provider's, an S3 store's). Read here only for production to refuse it.
   */
  NODE_TLS_REJECT_UNAUTHORIZED: z.string().optional(),
  /** When set, /metrics needs `Authorization: Bearer <it>` (required in production). */
  METRICS_TOKEN: z.string().min(16).optional(),
})

const NDI_REQUIRED = [
  'NDI_AUTH_URL',
  'NDI_VERIFIER_URL',
  'NDI_CLIENT_ID',
  'NDI_CLIENT_SECRET',
  'NDI_FOUNDATIONAL_ID_SCHEMA',
  'NDI_MOBILE_SCHEMA',
] as const

/** The environment's settings as read, before what start-up adds. */
export type TSettings = z.infer<typeof ZConfigSchema>

export type TConfig = TSettings & {
  dataDir: string
  publicUrl: string
  /** SMPP_CA_FILE's certificates (PEM), read at start. */
  smppCa?: string
}

/** Whether HOST takes connections from this machine only. */
export const listensOnLoopbackOnly = (host: string) =>
  /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host)

/**
 * What production mode refuses (DESIGN.md §5), each with its own line: a real deployment
 * must not simulate the wallet, keep SMS in a development inbox, or trust anyone's headers.
 */
export function productionProblems(config: TSettings, base = process.cwd()): string[] {
  const problems: string[] = []
  if (config.WALLET_PROVIDER === 'simulator')
    problems.push(
      'WALLET_PROVIDER is the simulator, on which anyone can share any CID: set WALLET_PROVIDER=bhutan-ndi',
    )
  if (config.WALLET_PROVIDER === 'bhutan-ndi' && !config.NDI_ISSUER_DIDS.length)
    problems.push(
      "NDI_ISSUER_DIDS is unset, so a credential of the right schema from any issuer would be believed: give Bhutan NDI's issuer DID",
    )
  if (smsTransportOf(config) === 'development inbox')
    problems.push(
      'SMS_GATEWAY_URL is unset and SMS_TRANSPORT is not smpp, so SMS (sign-in codes) would stay in the development inbox',
    )
  if (!config.SMTP_URL) problems.push('SMTP_URL is unset, so emails would stay in the development inbox')
  if (!config.PUBLIC_URL)
    problems.push('PUBLIC_URL is unset: letters and the wallet need the address customers use')
  else if (isLoopback(config.PUBLIC_URL))
    problems.push(`PUBLIC_URL is a loopback address (${config.PUBLIC_URL}): give the address customers use`)
  if (config.TRUST_PROXY === true)
    problems.push(
      "TRUST_PROXY=true believes any client's X-Forwarded-For: give the proxies' addresses instead",
    )
  else if (Array.isArray(config.TRUST_PROXY) && trustsEveryAddress(config.TRUST_PROXY))
    problems.push(
      "TRUST_PROXY covers every address, so it believes any client's X-Forwarded-For: give the proxies' addresses instead",
    )
  if (!config.METRICS_TOKEN) problems.push('METRICS_TOKEN is unset, so /metrics would be open to anyone')
  else if (config.METRICS_TOKEN.length < METRICS_TOKEN_LENGTH)
    problems.push(
      `METRICS_TOKEN has ${config.METRICS_TOKEN.length} characters, too few to resist guessing: give at least ${METRICS_TOKEN_LENGTH} (openssl rand -hex 32)`,
    )
  for (const name of ['METRICS_TOKEN', 'WALLET_WEBHOOK_SECRET'] as const) {
    const secret = config[name]
    if (secret && new Set(secret).size < SECRET_VARIETY)
      problems.push(
        `${name} has fewer than ${SECRET_VARIETY} different characters, so it is easy to guess: make one with \`openssl rand -hex 32\``,
      )
  }
  if (config.TOKEN_TTL_HOURS > TOKEN_TTL_HOURS_MOST)
    problems.push(
      `TOKEN_TTL_HOURS=${config.TOKEN_TTL_HOURS} keeps a stolen sign-in for longer than ${TOKEN_TTL_HOURS_MOST} hours (30 days): give at most ${TOKEN_TTL_HOURS_MOST}`,
    )
  problems.push(...plainTextProblems(config, base))
  if (config.NODE_TLS_REJECT_UNAUTHORIZED === '0')
    problems.push(
      'NODE_TLS_REJECT_UNAUTHORIZED=0 turns off the certificate check of TLS connections (the wallet provider, the file store), so anyone on the path could read and change what they carry: remove it',
    )
  if (!config.SECRETS_KEY)
    problems.push(
      'SECRETS_KEY is unset, so authenticator and webhook secrets would be sealed with the public development key: make one with `openssl rand -base64 32`',
    )
  else if (isDevelopmentSecretsKey(config.SECRETS_KEY))
    problems.push(
      'SECRETS_KEY is the public development key, which anyone can read in the source: make one with `openssl rand -base64 32`',
    )
  else {
    const weakness = secretsKeyWeakness(config.SECRETS_KEY)
    if (weakness)
      problems.push(
        `SECRETS_KEY ${weakness}, so it is easy to guess: make one with \`openssl rand -base64 32\``,
      )
  }
  if (config.SIGN_IN_CODES === 'off')
    problems.push('SIGN_IN_CODES=off signs customers in with CID and mobile alone, which are no secret')
  // deploy/portal.env.example's placeholders are public: a METRICS_TOKEN or first admin
  // password left as written there passes every other check.
  const placeholders = Object.entries(config)
    .filter(([, value]) => String(value).toUpperCase().includes('CHANGE-ME'))
    .map(([name]) => name)
  if (placeholders.length > 0)
    problems.push(
      `${placeholders.join(', ')} still hold the example's CHANGE-ME placeholder, which anyone can read: give your own values`,
    )
  return problems
}

const METRICS_TOKEN_LENGTH = 32
/** Random hex has 16 different characters; a repeated pattern or a word has few (issue 32's review). */
const SECRET_VARIETY = 8
/** A sign-in's absolute lifetime at most: the idle limit is 30 days too. */
const TOKEN_TTL_HOURS_MOST = 720

/**
 * Addresses that carry codes, secrets, customers' sessions or documents must be encrypted on
 * the way: an http:// gateway, PUBLIC_URL or file store hands them to anyone on the path.
 */
function plainTextProblems(config: TSettings, base: string): string[] {
  const httpUrls = (
    [
      'PUBLIC_URL',
      'SMS_GATEWAY_URL',
      'NDI_AUTH_URL',
      'NDI_VERIFIER_URL',
      'NDI_WEBHOOK_URL',
      'S3_ENDPOINT',
    ] as const
  ).filter((name) => {
    const url = config[name]
    // A loopback PUBLIC_URL is refused on a line of its own; a store on this machine (MinIO
    // beside the portal) takes the documents over no network.
    if (!url || ((name === 'PUBLIC_URL' || name === 'S3_ENDPOINT') && isLoopback(url))) return false
    // The gateway's is a template, read from its scheme alone.
    return !/^https:\/\//i.test(url)
  })
  // The address itself is not repeated: a gateway's may carry a key.
  const problems = httpUrls.map(
    (name) => `${name} is not https://, so what it carries would cross the network in plain text`,
  )
  if (config.DATABASE_URL && databaseInPlainText(config.DATABASE_URL))
    problems.push(
      'DATABASE_URL reaches a database on another machine without TLS, so every row would cross the network in plain text: add ?sslmode=verify-full (or require, verify-ca)',
    )
  return [...problems, ...plainTextMail(config), ...unusableMessageSettings(config, base)]
}

/** The sslmodes that insist on TLS: libpq's `prefer` falls back to plain text. */
const TLS_SSLMODES = ['require', 'verify-ca', 'verify-full']

/** A query parameter as pg reads it when it is given twice: the last one wins. */
const lastParameter = (url: URL, name: string) => url.searchParams.getAll(name).at(-1) ?? null

/**
 * Whether DATABASE_URL reaches PostgreSQL on another machine without TLS, read as pg reads it:
 * a `host` in the query wins over the URL's, a host that is a path is a unix socket, and none
 * at all is localhost.
 */
function databaseInPlainText(databaseUrl: string): boolean {
  const url = new URL(databaseUrl)
  const host = lastParameter(url, 'host') ?? decodeURIComponent(url.hostname)
  if (host === '' || host.startsWith('/') || listensOnLoopbackOnly(host)) return false
  const sslmode = lastParameter(url, 'sslmode')
  if (sslmode !== null) return !TLS_SSLMODES.includes(sslmode)
  return !['true', '1'].includes(lastParameter(url, 'ssl') ?? '')
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

/** Reads the environment once at start-up; a wrong value stops the portal with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfigSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration — ${problems.join('; ')}`)
  }
  if (parsed.data.WALLET_PROVIDER === 'bhutan-ndi') {
    const missing: string[] = NDI_REQUIRED.filter((name) => !parsed.data[name])
    // The provider must reach the webhook from the internet: localhost will not do.
    if (!parsed.data.PUBLIC_URL && !parsed.data.NDI_WEBHOOK_URL) missing.push('PUBLIC_URL or NDI_WEBHOOK_URL')
    if (missing.length > 0)
      throw new Error(`Invalid configuration — WALLET_PROVIDER=bhutan-ndi needs ${missing.join(', ')}`)
  }
  if (parsed.data.FILE_STORE === 's3') {
    const missing = S3_REQUIRED.filter((name) => !parsed.data[name])
    if (missing.length > 0)
      throw new Error(`Invalid configuration — FILE_STORE=s3 needs ${missing.join(', ')}`)
  }
  if (
    parsed.data.PORTAL_ENV === 'development' &&
    !listensOnLoopbackOnly(parsed.data.HOST) &&
    !parsed.data.ALLOW_DEVELOPMENT_ON_NETWORK
  )
    throw new Error(
      `Development mode listens on this machine only, not on HOST=${parsed.data.HOST}: it shows every sign-in code ` +
        'at /dev/sms and its wallet simulator signs in as anyone. Set PORTAL_ENV=production for a real deployment, ' +
        'or ALLOW_DEVELOPMENT_ON_NETWORK=true to show development mode to a network on purpose.',
    )
  // Before production's list, whose checks read the gateway's address.
  if (smsTransportOf(parsed.data) === 'http' && parsed.data.SMS_GATEWAY_URL) {
    const problems = gatewayTemplateProblems(httpGatewaySettingsOf(parsed.data))
    if (problems.length > 0) throw new Error(`Invalid configuration — ${problems.join('; ')}`)
  }
  // npm runs workspace scripts in the workspace; INIT_CWD is where the person typed the command.
  const base = env.INIT_CWD ?? process.cwd()
  if (parsed.data.PORTAL_ENV === 'production') {
    const problems = productionProblems(parsed.data, base)
    if (problems.length > 0)
      throw new Error(
        `The portal will not start in production mode (PORTAL_ENV=production):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      )
  }
  // After production's list, which names these among the rest.
  const smppMissing = smppSettingsMissing(parsed.data)
  if (smppMissing.length > 0)
    throw new Error(`Invalid configuration — SMS_TRANSPORT=smpp needs ${smppMissing.join(', ')}`)
  if (parsed.data.SMS_TRANSPORT === 'http' && !parsed.data.SMS_GATEWAY_URL)
    throw new Error('Invalid configuration — SMS_TRANSPORT=http needs SMS_GATEWAY_URL')
  // A CA file that cannot be used is no trial setting: development stops too.
  const smppCa = smppCaOf(parsed.data, base)
  if (smppCa.problem) throw new Error(`Invalid configuration — ${smppCa.problem}`)
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, '')
  return {
    ...parsed.data,
    dataDir: path.resolve(base, parsed.data.DATA_DIR),
    publicUrl,
    ...(smppCa.pem && { smppCa: smppCa.pem }),
  }
}
