import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../errors'
import type { TokenKind } from '../repositories/tokens'
import { tokenFromHeader, type SessionSubjects } from '../services/sign-in/tokens'

/** The session's cookie by kind: `__Host-` binds it to this host, over HTTPS, at `/` (decision 078). */
export const SESSION_COOKIES = {
  customer: '__Host-session',
  staff: '__Host-staff',
} as const satisfies Record<TokenKind, string>

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const NOT_PROVIDED = 'Authentication credentials were not provided.'
const EXPIRED = 'Your session has expired. Please sign in again.'
const TWO_ACCOUNTS = 'The session cookie and the token are of different sessions. Please sign in again.'
export const CROSS_SITE = "This request did not come from the portal's own pages, so nothing was changed."

/** A Cookie header naming the session's cookie twice, or by a look-alike name: no session at all. */
export const AMBIGUOUS = Symbol('ambiguous cookie')

/** RFC 6265's whitespace only: `.trim()` would also strip U+00A0 and make a look-alike name match. */
const cookieSpace = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, '')

/**
 * The value of the cookie `name` in a Cookie header, undefined when absent, or AMBIGUOUS when it
 * comes twice, or beside a name that differs from it only by other spaces: a cookie a sibling
 * site or a plain-HTTP attacker set (without `__Host-`'s guarantees) must not stand in for it.
 */
export function cookieValue(header: string | undefined, name: string): string | typeof AMBIGUOUS | undefined {
  const found: string[] = []
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at <= 0) continue
    const raw = pair.slice(0, at)
    if (cookieSpace(raw) === name) found.push(cookieSpace(pair.slice(at + 1)))
    else if (raw.replace(/\s/gu, '') === name) return AMBIGUOUS
  }
  if (found.length > 1) return AMBIGUOUS
  return found[0]
}

/** A Set-Cookie line for a session cookie; Max-Age=0 clears it. The same attributes either way. */
export const sessionCookieLine = (kind: TokenKind, value: string, maxAgeSeconds: number) =>
  `${SESSION_COOKIES[kind]}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; Secure; SameSite=Lax`

/** An origin as a browser writes it (`scheme://host[:port]`), normalised; undefined for `null` or nonsense. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text)
    return url.origin === 'null' ? undefined : url.origin
  } catch {
    return undefined
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The cookie's token when the session's cookie came and is live, beside `sessionToken`. */
    cookieSessionToken: string
    /** The kind of session cookie that came forged, expired or revoked: the answer clears it. */
    staleSessionCookie: '' | TokenKind
  }
  interface FastifyReply {
    /** Sets the session's cookie for this sign-in's token, and gives back the body that carries it. */
    withSession<Body extends { token: string }>(kind: TokenKind, body: Body): Body
    /** Clears the session's cookie (Max-Age=0, the same attributes). */
    clearSessionCookie(kind: TokenKind): FastifyReply
    /** Signs this session out: revokes its token (and the cookie's, if another) and clears the cookie. */
    endSession(kind: TokenKind): Promise<void>
  }
  interface FastifyInstance {
    /**
     * The live session a request names by `Authorization: Token …`, by its cookie, or by both
     * (then they must be live and of the same account), or 401.
     */
    sessionOf<Kind extends TokenKind>(
      request: FastifyRequest,
      kind: Kind,
    ): Promise<{ subject: SessionSubjects[Kind]; token: string }>
    /** Whether `origin` is the portal's own: the request's scheme and host as Fastify sees them, or PUBLIC_URL's. */
    isOwnOrigin(request: FastifyRequest, origin: string): boolean
  }
}

/**
 * Sessions in an HttpOnly cookie beside the token (issue 46, decision 078): sign-in sets it,
 * `requireCustomer` and `requireStaffSession` read it, sign-out clears it, and a state-changing
 * request that it signs in (no token beside it) must come from the portal's own pages (Fetch
 * Metadata's `Sec-Fetch-Site`, else `Origin`), or it is refused with 403 in onRequest, before
 * any body is read or handler runs.
 */
export default fp(async function sessionCookie(app: FastifyInstance) {
  const { sessionHours, portalOrigin } = app.services.signIn
  app.decorateRequest('cookieSessionToken', '')
  app.decorateRequest('staleSessionCookie', '')

  app.decorateReply('withSession', function <
    Body extends { token: string },
  >(this: FastifyReply, kind: TokenKind, body: Body) {
    this.header('set-cookie', sessionCookieLine(kind, body.token, sessionHours[kind] * 3600))
    return body
  })
  app.decorateReply('clearSessionCookie', function (this: FastifyReply, kind: TokenKind) {
    return this.header('set-cookie', sessionCookieLine(kind, '', 0))
  })
  app.decorateReply('endSession', async function (this: FastifyReply, kind: TokenKind) {
    const { sessionToken, cookieSessionToken } = this.request
    for (const token of new Set([sessionToken, cookieSessionToken].filter(Boolean)))
      await app.services.signIn.endSession(kind, token)
    this.clearSessionCookie(kind)
  })

  const ownOrigins = (request: FastifyRequest) => [
    originOf(`${request.protocol}://${request.host}`),
    portalOrigin,
  ]
  app.decorate('isOwnOrigin', (request: FastifyRequest, origin: string) => {
    const normalised = originOf(origin)
    return normalised !== undefined && ownOrigins(request).includes(normalised)
  })

  // OWASP's CSRF cheat sheet: Fetch Metadata first; a browser without it sends Origin on every
  // state-changing request; with neither, no browser sent it, and such a client has the token.
  const sameOrigin = (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site']
    if (site !== undefined) return site === 'same-origin' || site === 'none'
    const origin = request.headers.origin
    return origin !== undefined && app.isOwnOrigin(request, origin)
  }
  app.decorate('sessionOf', async function sessionOf<
    Kind extends TokenKind,
  >(request: FastifyRequest, kind: Kind) {
    type Subject = SessionSubjects[Kind]
    const subjectOf = (token: string) => app.services.signIn.sessionSubject(kind, token)
    const headerToken = tokenFromHeader(request.headers.authorization)
    const cookie = cookieValue(request.headers.cookie, SESSION_COOKIES[kind])
    // Refused, and the real cookie left as it is: clearing it would let a planted one sign the
    // customer out again and again.
    if (cookie === AMBIGUOUS) throw new HttpError(401, EXPIRED)
    if (!headerToken && cookie === undefined) throw new HttpError(401, NOT_PROVIDED)
    // Authenticated by the cookie alone: a change must come from the portal's own pages. A page
    // of another site cannot send an Authorization header here (no CORS lets it).
    if (!headerToken && STATE_CHANGING.has(request.method) && !sameOrigin(request))
      throw new HttpError(403, CROSS_SITE)
    // Lax sends the cookie on another site's links too: a read the browser says another site
    // started (a letter's download spending the customer's allowance, a staff page keeping an
    // idle session alive) is refused as well. A link typed or bookmarked is `none`, and passes.
    if (!headerToken && request.headers['sec-fetch-site'] === 'cross-site')
      throw new HttpError(403, CROSS_SITE)
    let fromCookie: Subject | undefined
    if (cookie !== undefined) {
      fromCookie = TOKEN_SHAPE.test(cookie) ? await subjectOf(cookie) : undefined
      if (fromCookie === undefined) {
        request.staleSessionCookie = kind
        throw new HttpError(401, EXPIRED)
      }
      request.cookieSessionToken = cookie
    }
    if (!headerToken) return { subject: fromCookie!, token: cookie! }
    const fromHeader = await subjectOf(headerToken)
    if (fromHeader === undefined) throw new HttpError(401, EXPIRED)
    if (cookie !== undefined && fromHeader !== fromCookie) throw new HttpError(401, TWO_ACCOUNTS)
    return { subject: fromHeader, token: headerToken }
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.staleSessionCookie) reply.clearSessionCookie(request.staleSessionCookie)
    return payload
  })
})
