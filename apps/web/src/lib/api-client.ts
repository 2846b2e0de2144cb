import { MESSAGES } from '@portal/domain/messages'
import { PROOF_OF_WORK_HEADER } from '@portal/domain/constants'
import { i18n } from './i18n'

/** Same origin unless VITE_API_BASE says otherwise (spec §7). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api'
export const TIMEOUT_MS = 60_000
import { askForProofOfWork } from './proof-of-work'
import { markSessionLapsed, noteSignedOut, signedInHint, type SessionKind } from './session-storage'

export interface RequestOptions {
  params?: Record<string, string | number | undefined>
  headers?: Record<string, string>
  responseType?: 'json' | 'blob'
  /** Told as the body goes up: only an XMLHttpRequest can, so such a call is sent by one. */
  onUploadProgress?: (progress: { loaded: number; total?: number }) => void
}

export interface ApiResponse<T> {
  status: number
  data: T
}

/**
 * A call that the server answered with an error status. No answer at all is an Error with the
 * specification's generic client messages (§8): 'Network Error' or 'timeout exceeded'.
 */
export class ApiError extends Error {
  constructor(readonly response: ApiResponse<unknown>) {
    super(`Request failed with status code ${response.status}`)
    this.name = 'ApiError'
  }
}

const parseBody = (text: string, contentType: string | null): unknown =>
  contentType?.includes('json') && text ? JSON.parse(text) : text

function sendByXhr(
  method: string,
  url: string,
  headers: Headers,
  body: XMLHttpRequestBodyInit | undefined,
  onUploadProgress: NonNullable<RequestOptions['onUploadProgress']>,
) {
  return new Promise<ApiResponse<unknown>>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    xhr.timeout = TIMEOUT_MS
    headers.forEach((value, name) => xhr.setRequestHeader(name, value))
    xhr.upload.onprogress = (event) =>
      onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined })
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        data: parseBody(xhr.responseText, xhr.getResponseHeader('content-type')),
      })
    xhr.onerror = () => reject(new Error('Network Error'))
    xhr.ontimeout = () => reject(new Error('timeout exceeded'))
    xhr.send(body ?? null)
  })
}

async function send(method: string, url: string, headers: Headers, body: unknown, options: RequestOptions) {
  let payload: FormData | string | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    payload = JSON.stringify(body)
    headers.set('Content-Type', 'application/json')
  }
  if (options.onUploadProgress) return sendByXhr(method, url, headers, payload, options.onUploadProgress)

  // Same origin: the browser adds the session's cookie itself (fetch's credentials default).
  const response = await fetch(url, {
    method,
    headers,
    body: payload,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const data =
    options.responseType === 'blob' && response.ok
      ? await response.blob()
      : parseBody(await response.text(), response.headers.get('content-type'))
  return { status: response.status, data }
}

/**
 * A client on the browser's fetch for one kind of session: its cookie goes with every call (the
 * page sends no token, decision 078), and a 401 while signed in signs the page out. Its calls
 * answer `{ status, data }` and throw ApiError for an error status (decision 019: it replaced axios).
 */
function clientWith(kind: SessionKind) {
  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}) {
    const query = new URLSearchParams()
    for (const [name, value] of Object.entries(options.params ?? {}))
      if (value !== undefined) query.set(name, String(value))
    const search = query.toString()
    const url = `${API_BASE}${path}${search ? `?${search}` : ''}`
    const headers = new Headers(options.headers)
    // The server words its refusals in the page's language, not the browser's (decision 055).
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', i18n.locale)
    const signedIn = signedInHint(kind)

    let response = await send(method, url, headers, body, options)
    // A network past its failures, or the hour's SMS under pressure: the browser proves work,
    // and the same request goes again. A second check may ask more work than the first (the
    // network's, then the SMS's): it is answered too, a third time at most, never in a loop.
    for (let round = 0; round < MOST_PROOFS && asksForProofOfWork(response); round++) {
      const { challenge } = response.data as { challenge: unknown }
      headers.set(PROOF_OF_WORK_HEADER, await askForProofOfWork(challenge).catch(() => ''))
      if (!headers.get(PROOF_OF_WORK_HEADER)) break
      response = await send(method, url, headers, body, options)
    }
    if (response.status >= 200 && response.status < 300) return withoutToken(response) as ApiResponse<T>
    if (response.status === 401 && signedIn) {
      if (kind === 'customer') markSessionLapsed()
      noteSignedOut(kind)
    }
    throw new ApiError(response)
  }
  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, body, options),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, body, options),
  }
}

/** Proofs one request may be asked for in a row. */
const MOST_PROOFS = 3

const asksForProofOfWork = (response: ApiResponse<unknown>) =>
  response.status === 428 &&
  typeof response.data === 'object' &&
  (response.data as { proof_of_work?: string; challenge?: unknown } | null)?.proof_of_work === 'required' &&
  typeof (response.data as { challenge?: unknown }).challenge === 'object'

/**
 * A sign-in's answer carries its token for API clients; the page is signed in by the cookie the
 * same answer set, and keeps no token anywhere, not even in a mutation's cache, where a script
 * injected later could find it (decision 078).
 */
function withoutToken<R extends { data: unknown }>(response: R): R {
  const { data } = response
  if (data === null || typeof data !== 'object' || !('token' in data)) return response
  const { token: _token, ...rest } = data as Record<string, unknown>
  return { ...response, data: rest }
}

/** For the customer's calls (and the anonymous ones). */
export const api = clientWith('customer')

/** For the back office's calls. */
export const staffApi = clientWith('staff')

/** The HTTP status a failed call was answered with; undefined when there was no answer. */
export const httpStatus = (error: unknown) => (error instanceof ApiError ? error.response.status : undefined)

/** The contract's error body. */
export interface ApiErrorBody {
  detail?: string
  /** The wallet calls' form (authenticate-ndi 502). */
  error?: string
  errors?: Record<string, string[]>
  /** A refusal the page acts on, whatever the language of `detail` (e.g. `code_ended`). */
  code?: string
}

/** What a failed call means for the page: a server's answer, or no answer at all. */
export type CallFailure =
  | { kind: 'response'; status: number; detail: string; errors: Record<string, string[]>; code?: string }
  | { kind: 'no-response'; detail: string }

export function describeFailure(error: unknown): CallFailure {
  if (error instanceof ApiError) {
    const body = (typeof error.response.data === 'object' ? (error.response.data ?? {}) : {}) as ApiErrorBody
    return {
      kind: 'response',
      status: error.response.status,
      detail: body.detail ?? body.error ?? error.message,
      errors: body.errors ?? {},
      ...(typeof body.code === 'string' && { code: body.code }),
    }
  }
  return { kind: 'no-response', detail: MESSAGES.noResponse }
}

/** Fetches a file and saves it under its own name; a refusal is reported like any call's. */
export async function downloadFile(client: typeof api, url: string, filename: string) {
  const response = await client.get<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob' })
  const href = URL.createObjectURL(response.data)
  const link = Object.assign(document.createElement('a'), { href, download: filename })
  link.click()
  URL.revokeObjectURL(href)
}
