import axios, { AxiosError } from 'axios'
import { MESSAGES } from '@portal/domain/messages'
import { forgetToken, storedAuthorization, type TokenKey } from './session-storage'

/**
 * A client that sends the stored token of one kind and forgets it when the server answers
 * 401. The API base is configuration (spec §7): same origin unless VITE_API_BASE says otherwise.
 */
function clientWith(tokenKey: TokenKey) {
  const client = axios.create({ baseURL: import.meta.env.VITE_API_BASE ?? '/api', timeout: 60_000 })
  client.interceptors.request.use((request) => {
    const authorization = storedAuthorization(tokenKey)
    if (authorization) request.headers.set('Authorization', authorization)
    return request
  })
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (httpStatus(error) === 401) forgetToken(tokenKey)
    return Promise.reject(error)
  })
  return client
}

/** For the customer's calls (and the anonymous ones). */
export const api = clientWith('token')
/** For the back office's calls. */
export const staffApi = clientWith('staff-token')

/** The HTTP status a failed call was answered with; undefined when there was no answer. */
export const httpStatus = (error: unknown) =>
  error instanceof AxiosError ? error.response?.status : undefined

/** The contract's error body. */
export interface ApiErrorBody {
  detail?: string
  /** The wallet calls' form (authenticate-ndi 502, check-cid 409). */
  error?: string
  errors?: Record<string, string[]>
}

/** What a failed call means for the page: a server's answer, or no answer at all. */
export type CallFailure =
  | { kind: 'response'; status: number; detail: string; errors: Record<string, string[]> }
  | { kind: 'no-response'; detail: string }

export function describeFailure(error: unknown): CallFailure {
  if (error instanceof AxiosError && error.response) {
    const body = (error.response.data ?? {}) as ApiErrorBody
    return {
      kind: 'response',
      status: error.response.status,
      detail: body.detail ?? body.error ?? error.message,
      errors: body.errors ?? {},
    }
  }
  return { kind: 'no-response', detail: MESSAGES.noResponse }
}

/** Fetches a file with the token and saves it: a plain link cannot send the Authorization header. */
export async function downloadFile(client: typeof api, url: string, filename: string) {
  const response = await client.get<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob' })
  const href = URL.createObjectURL(response.data)
  const link = Object.assign(document.createElement('a'), { href, download: filename })
  link.click()
  URL.revokeObjectURL(href)
}
