import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TStaffLogin, TStaffRole } from '@portal/domain/staff'
import { staffApi } from '@/lib/api-client'
import { forgetToken, storeToken } from '@/lib/session-storage'

export interface StaffMember {
  id: number
  username: string
  name: string
  role: TStaffRole
  divisions: number[]
  totp_enabled: boolean
  /** Production: an admin must set up an authenticator app before anything else. */
  totp_enrolment_required: boolean
}

export const useStaffMe = (enabled: boolean) =>
  useQuery({
    queryKey: ['staff', 'me'],
    queryFn: async () => (await staffApi.get<StaffMember>('/staff/me/')).data,
    enabled,
    retry: false,
  })

export function useStaffLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: TStaffLogin) =>
      (await staffApi.post<{ token: string }>('/staff/login/', body)).data,
    onSuccess: ({ token }) => {
      storeToken(token, 'staff-token')
      return queryClient.invalidateQueries({ queryKey: ['staff'] })
    },
  })
}

export function useStaffLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => staffApi.post('/staff/logout/'),
    onSettled: () => {
      forgetToken('staff-token')
      queryClient.removeQueries({ queryKey: ['staff'] })
    },
  })
}
