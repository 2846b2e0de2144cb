import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TStaffAccountChanges } from '@portal/domain/staff/accounts'
import type {
  TStaffPasswordChange,
  TStaffPasswordReset,
  TStaffProof,
  TTotpEnrolment,
} from '@portal/domain/staff/credentials'
import { staffApi } from '@/lib/api-client'

/** What changes one's credentials changes the member and their list of changes. */
function useAfterCredentialChange() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['staff', 'me'] }),
      queryClient.invalidateQueries({ queryKey: ['staff', 'account-changes'] }),
    ])
}

/** Changes one's own password, proving who one is; the other sessions end. */
export function useChangeOwnPassword() {
  const afterChange = useAfterCredentialChange()
  return useMutation({
    mutationFn: (body: TStaffPasswordChange) => staffApi.post('/staff/password/', body),
    onSuccess: afterChange,
  })
}

/** Starts setting up an authenticator app, proving who one is: its secret and a QR code of it. */
export const useStartTotp = () =>
  useMutation({
    mutationFn: async (proof: TStaffProof) =>
      (await staffApi.post<TTotpEnrolment>('/staff/totp/', proof)).data,
  })

export function useConfirmTotp() {
  const afterChange = useAfterCredentialChange()
  return useMutation({
    mutationFn: (code: string) => staffApi.post('/staff/totp/confirm/', { code }),
    onSuccess: afterChange,
  })
}

/** Turns the authenticator app off, proving who one is; the other sessions end. */
export function useTurnOffTotp() {
  const afterChange = useAfterCredentialChange()
  return useMutation({
    mutationFn: (proof: TStaffProof) => staffApi.post('/staff/totp/off/', proof),
    onSuccess: afterChange,
  })
}

/** The latest changes to one's password and authenticator app. */
export const useAccountChanges = () =>
  useQuery({
    queryKey: ['staff', 'account-changes'],
    queryFn: async () => (await staffApi.get<TStaffAccountChanges>('/staff/account/changes/')).data,
  })

/** An admin sets another member's password, with their own proof; the member's sessions end. */
export const useResetStaffPassword = () =>
  useMutation({
    mutationFn: ({ id, ...body }: { id: number } & TStaffPasswordReset) =>
      staffApi.post(`/staff/accounts/${id}/password/`, body),
  })
