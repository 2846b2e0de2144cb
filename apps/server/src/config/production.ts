import { SMS_CEILING, SMS_PER_HOUR_LEAST } from './limits'
import { smppCaOf, smppSettingsMissing, smsTransportOf } from './messages'
import type { TSettings } from './schema'
import { isDevelopmentSecretsKey, secretsKeyWeakness } from './secrets-key'
import { isLoopback, listensOnLoopbackOnly } from './server'
import { trustsEveryAddress } from '../trust-proxy'

// Production's refusals, kept together: every problem is named at once, each on its own line.

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
  if (config.SMS_PER_HOUR < SMS_PER_HOUR_LEAST)
    problems.push(
      `SMS_PER_HOUR=${config.SMS_PER_HOUR} is too small for the SMS ceiling: any network may hold ${SMS_CEILING.leastNetworkPart} codes, so a share (half of it) is less than ${SMS_CEILING.networksToSpendAShare} networks' worth and a few addresses could spend it and refuse everyone else their codes for the hour: give at least ${SMS_PER_HOUR_LEAST}`,
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

/**
 * nodemailer's smtp:// only upgrades to TLS when the server offers it; smtps:// (TLS from the
 * start) or requireTLS insists. Read as nodemailer reads the URL: the scheme in any case, and a
 * secure= in the query over the scheme's.
 */
function plainTextMail(config: TSettings): string[] {
  if (!config.SMTP_URL) return []
  const smtp = new URL(config.SMTP_URL)
  if (smtp.searchParams.get('requireTLS') === 'true') return []
  const secure = smtp.searchParams.get('secure')
  if (secure === null ? smtp.protocol === 'smtps:' : secure === 'true') return []
  return [
    secure === null
      ? 'SMTP_URL is smtp:// without ?requireTLS=true, so mail could be sent in plain text: use smtps:// or add ?requireTLS=true'
      : `SMTP_URL has secure=${secure} without ?requireTLS=true, so mail could be sent in plain text: remove secure=, and use smtps:// or add ?requireTLS=true`,
  ]
}

/**
 * SMTP and SMPP settings production cannot use. Plain SMPP is accepted to this machine only,
 * where a TLS tunnel to the SMSC (stunnel, a VPN's end) may listen; the address is not repeated.
 */
function unusableMessageSettings(config: TSettings, base: string): string[] {
  const problems: string[] = []
  if (config.SMTP_URL) {
    const smtp = new URL(config.SMTP_URL)
    if (smtp.searchParams.get('tls.rejectUnauthorized') === 'false')
      problems.push(
        "SMTP_URL has tls.rejectUnauthorized=false, so the mail server's certificate is not checked and anyone on the path could read the mail: remove it",
      )
    if (smtp.username && !smtp.password)
      problems.push('SMTP_URL names a user without a password, so the mail server would refuse to take mail')
  }
  if (smsTransportOf(config) === 'http' && !config.SMS_GATEWAY_TOKEN && !config.SMS_GATEWAY_PASSWORD)
    problems.push(
      'SMS_GATEWAY_TOKEN and SMS_GATEWAY_PASSWORD are unset, so the SMS gateway would be asked to send without a credential: give the one the operator issued',
    )
  const missing = smppSettingsMissing(config)
  if (missing.length > 0)
    problems.push(`SMS_TRANSPORT=smpp needs ${missing.join(', ')}: the SMSC would refuse the bind`)
  if (config.SMS_TRANSPORT === 'smpp' && config.SMPP_URL) {
    const smsc = new URL(config.SMPP_URL)
    if (smsc.protocol === 'smpp:' && !isLoopback(config.SMPP_URL))
      problems.push(
        'SMPP_URL is smpp://, so sign-in codes and the SMSC password would cross the network in plain text: use smpps://, or a TLS tunnel to the SMSC on this machine (smpp://127.0.0.1:…)',
      )
  }
  if (!config.SMPP_TLS_REJECT_UNAUTHORIZED)
    problems.push(
      "SMPP_TLS_REJECT_UNAUTHORIZED=false, so the SMSC's certificate is not checked and anyone on the path could read sign-in codes and the SMSC password: remove it, and give SMPP_CA_FILE if the operator's CA is its own",
    )
  const ca = smppCaOf(config, base)
  if (ca.problem) problems.push(ca.problem)
  return problems
}

const NOT_HTTPS = 'not https://'
const UNSET_WITH_SMPP = 'unset with SMS_TRANSPORT=smpp'

/**
 * What production refuses of each setting, in a word, for docs/configuration.md; the checks
 * above are the rule, and a value holding the example's CHANGE-ME is refused in any setting.
 */
export const PRODUCTION_REFUSES: Partial<Record<keyof TSettings, string>> = {
  PUBLIC_URL: `unset, loopback, or ${NOT_HTTPS}`,
  TRUST_PROXY: '`true`, or a range that covers every address',
  DATABASE_URL: 'another machine without TLS (`sslmode=require`, `verify-ca` or `verify-full`)',
  S3_ENDPOINT: 'http:// to another machine',
  SIGN_IN_CODES: '`off`',
  TOKEN_TTL_HOURS: 'more than 720',
  SMS_PER_HOUR: `less than ${SMS_PER_HOUR_LEAST}: any network may hold ${SMS_CEILING.leastNetworkPart} codes, so a few could spend a share`,
  SECRETS_KEY: 'unset, the development key, or not random',
  SMS_TRANSPORT: 'unset while SMS_GATEWAY_URL is: SMS would stay in the development inbox',
  SMPP_URL: `smpp:// to another machine; ${UNSET_WITH_SMPP}`,
  SMPP_SYSTEM_ID: UNSET_WITH_SMPP,
  SMPP_PASSWORD: UNSET_WITH_SMPP,
  SMPP_SOURCE_ADDR: UNSET_WITH_SMPP,
  SMPP_TLS_REJECT_UNAUTHORIZED: '`false`',
  SMPP_CA_FILE: 'unreadable, or holding no certificate (development too)',
  SMS_GATEWAY_URL: NOT_HTTPS,
  SMS_GATEWAY_TOKEN: 'unset with SMS_GATEWAY_PASSWORD unset, over HTTP',
  SMS_GATEWAY_PASSWORD: 'unset with SMS_GATEWAY_TOKEN unset, over HTTP',
  SMTP_URL:
    'unset; `smtp://` without `?requireTLS=true`; `secure=`; `tls.rejectUnauthorized=false`; a user without a password',
  WALLET_PROVIDER: '`simulator`',
  WALLET_WEBHOOK_SECRET: 'fewer than 8 different characters',
  NDI_AUTH_URL: NOT_HTTPS,
  NDI_VERIFIER_URL: NOT_HTTPS,
  NDI_WEBHOOK_URL: NOT_HTTPS,
  NDI_ISSUER_DIDS: 'unset with bhutan-ndi',
  METRICS_TOKEN: 'unset, shorter than 32 characters, or fewer than 8 different characters',
  NODE_TLS_REJECT_UNAUTHORIZED: '`0`',
}
