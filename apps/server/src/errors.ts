import type { z } from 'zod'

/** The contract's error body (DESIGN.md §2). */
export interface ErrorBody {
  detail: string
  errors?: Record<string, string[]>
}

/** An error the client should see as it is: a status and the specification's words. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail)
  }

  toBody(): ErrorBody {
    return this.errors ? { detail: this.detail, errors: this.errors } : { detail: this.detail }
  }
}

/** A 400 whose messages belong beside fields; the first becomes the summary sentence. */
export function fieldErrors(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors).flat()[0] ?? 'Please correct the highlighted fields.'
  return new HttpError(400, first, errors)
}

/** The wallet routes' contract body is `{error}`; it carries the usual `detail` too. */
export const walletErrorBody = (message: string) => ({ error: message, detail: message })

export const notFound = () => new HttpError(404, 'Not found.')

/** Parses with a domain schema outside Fastify's own validation: 400 with each message beside its field. */
export function parseOrFieldErrors<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const errors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues)
    (errors[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message)
  throw fieldErrors(errors)
}
