import { z } from 'zod'
import {
  ZErrorResponseSchema,
  ZProofOfWorkRequiredSchema,
  type TErrorResponse,
} from '@portal/domain/error-body'
import { APPLICATION_MESSAGES } from '@portal/domain/messages'

/** The contract's error body (DESIGN.md §2). */
export type ErrorBody = TErrorResponse

const REFUSALS = {
  400: 'The input is not valid: `detail` says why, `errors` gives the messages beside each field.',
  401: 'No token was sent, or it is unknown, expired or revoked.',
  403: "Not allowed: a staff member's role or division, a wallet thread shared for another CID, or a request with the session cookie from another site.",
  404: 'Not found, or not yours.',
  409: 'The application is not in a state that allows this: decided already, or not yet.',
  413: 'The body is larger than this route takes.',
  415: 'The body is not of a media type this route takes.',
  421: 'A development-only route, asked at a name other than loopback (localhost, 127.0.0.1, [::1]).',
  422: 'The Idempotency-Key filed another request already (another form, details or documents): nothing is filed.',
  428: 'Many failures came from this network: solve the proof of work and send the request again.',
  429: 'Too many attempts: `detail` says in how many minutes to try again.',
  503: 'Not available for a few minutes: the database, or the SMS the portal may send in an hour.',
} as const

/**
 * A document sent as it is (a letter's PDF, an uploaded file): its bytes skip the JSON
 * serializer, so the schema only names it for the contract and the OpenAPI document.
 */
export const documentBody = (description: string) => z.unknown().describe(description)

/** An answer without a body (204), for a response schema. */
export const noContent = (description: string) => z.null().describe(description)

/** The refusals a route may answer, each with the contract's error body, for its response schema. */
export const refusals = <Code extends keyof typeof REFUSALS>(...codes: Code[]) =>
  Object.fromEntries(codes.map((code) => [code, ZErrorResponseSchema.describe(REFUSALS[code])])) as Record<
    Code,
    typeof ZErrorResponseSchema
  >

/** A route that may ask a network past its failures for a proof of work (issue 31). */
export const asksForProofOfWork = { 428: ZProofOfWorkRequiredSchema.describe(REFUSALS[428]) }

/** An error the client should see as it is: a status and the specification's words. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
    /** What the page acts on, whatever the language of `detail` (ZErrorResponseSchema's `code`). */
    readonly code?: string,
  ) {
    super(detail)
  }

  toBody(): ErrorBody {
    return {
      detail: this.detail,
      ...(this.errors && { errors: this.errors }),
      ...(this.code && { code: this.code }),
    }
  }
}

/**
 * A refusal by a named limit, counted by it in `portal_limit_refusals_total{limit}`, with the
 * seconds until it passes in Retry-After when they are known.
 */
export class LimitRefusal extends HttpError {
  constructor(
    statusCode: 429 | 503,
    detail: string,
    readonly limit: string,
    readonly retryAfterMs?: number,
    /** A code's refusal: what the code was for, as /metrics counts it. */
    readonly codePurpose?: string,
  ) {
    super(statusCode, detail)
  }
}

/** A 400 whose messages belong beside fields; the first becomes the summary sentence. */
export function fieldErrors(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors).flat()[0] ?? 'Please correct the highlighted fields.'
  return new HttpError(400, first, errors)
}

/** A wallet route's refusal: the contract's body is `{error}`; it carries the usual `detail` too. */
export class WalletRefusal extends HttpError {
  override toBody() {
    return { error: this.detail, detail: this.detail }
  }
}

export const notFound = () => new HttpError(404, 'Not found.')

/**
 * The customer's own application named by the path's id, found by `find` (an owner-filtered
 * read); an id that is not a number, another customer's or none is the specification's 404.
 */
export async function ownApplicationOr404<Row>(id: string, find: (id: number) => Promise<Row | undefined>) {
  const row = /^\d{1,15}$/.test(id) ? await find(Number(id)) : undefined
  if (!row) throw new HttpError(404, APPLICATION_MESSAGES.applicationNotFound(id))
  return row
}

/** Parses with a domain schema outside Fastify's own validation: 400 with each message beside its field. */
export function parseOrFieldErrors<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const errors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues)
    (errors[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message)
  throw fieldErrors(errors)
}
