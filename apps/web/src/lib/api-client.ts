import axios, { AxiosError } from 'axios'
import { MESSAGES } from '@portal/domain/messages'
import { forgetToken, storedAuthorization } from './session-storage'

/** The API base is configuration (spec §7): same origin unless VITE_API_BASE says otherwise. */
export const api = axios.create({ baseURL: import.meta.env.VITE_API_BASE ?? '/api', timeout: 60_000 })

api.interceptors.request.use((request) => {
  const authorization = storedAuthorization()
  if (authorization) request.headers.set('Authorization', authorization)
  return request
})

/** The contract's error body. */
export interface ApiErrorBody {
  detail?: string
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
      detail: body.detail ?? error.message,
      errors: body.errors ?? {},
    }
  }
  return { kind: 'no-response', detail: MESSAGES.noResponse }
}

/** A 401 means the stored token is dead: forget it so the page asks for a sign-in. */
api.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401) forgetToken()
  return Promise.reject(error)
})
