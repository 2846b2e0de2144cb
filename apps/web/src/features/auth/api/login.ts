import { useMutation } from '@tanstack/react-query'
import type { TLoginResponse } from '@portal/domain/customer'
import { isCodeChallenge, type TCodeChallenge } from '@portal/domain/sign-in-codes'
import { api } from '@/lib/api-client'
import { useSession } from '@/lib/session'

/** CID as username, mobile as password (spec §7). */
export interface LoginRequest {
  username: string
  password: string
}

/** Signed in at once (codes off), or a challenge: the code went to the mobile (DESIGN.md §5). */
export const login = async (body: LoginRequest) =>
  (await api.post<TLoginResponse | TCodeChallenge>('/accounts/login/', body)).data

export const verifyLoginCode = async (challenge: string, code: string) =>
  (await api.post<TLoginResponse>('/accounts/login/verify/', { challenge, code })).data

export function useLogin() {
  const session = useSession()
  return useMutation({
    mutationFn: login,
    // Signed in by the cookie the server set: the answer's token is not kept (decision 078).
    onSuccess: (response) => {
      if (!isCodeChallenge(response)) session.signIn()
    },
  })
}
