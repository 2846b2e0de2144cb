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

export const notFound = () => new HttpError(404, 'Not found.')
