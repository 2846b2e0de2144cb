import { useMutation } from '@tanstack/react-query'
import type { TLoginResponse } from '@portal/domain/customer'
import { api } from '@/lib/api-client'
import { useSession } from '@/lib/session'

/** CID as username, mobile as password (spec §7). */
export interface LoginRequest {
  username: string
  password: string
}

export const login = async (body: LoginRequest) =>
  (await api.post<TLoginResponse>('/accounts/login/', body)).data

export function useLogin() {
  const session = useSession()
  return useMutation({ mutationFn: login, onSuccess: (response) => session.signIn(response.token) })
}
