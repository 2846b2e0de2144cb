import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TStaffPasswordChange, TTotpEnrolment } from '@portal/domain/staff'
import { staffApi } from '@/lib/api-client'

/** Changes one's own password; the other sessions end. */
export const useChangeOwnPassword = () =>
  useMutation({ mutationFn: (body: TStaffPasswordChange) => staffApi.post('/staff/password/', body) })

/** Starts setting up an authenticator app: its secret and a QR code of it. */
export const useStartTotp = () =>
  useMutation({ mutationFn: async () => (await staffApi.post<TTotpEnrolment>('/staff/totp/')).data })

export function useConfirmTotp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => staffApi.post('/staff/totp/confirm/', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'me'] }),
  })
}

/** An admin sets another member's password; their sessions end. */
export const useResetStaffPassword = () =>
  useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      staffApi.post(`/staff/accounts/${id}/password/`, { new_password: password }),
  })
