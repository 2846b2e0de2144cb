import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TStaffLogin, TStaffSession } from '@portal/domain/staff/sign-in'
import { staffApi } from '@/lib/api-client'
import { forgetToken, storeToken } from '@/lib/session-storage'

/** The signed-in staff member, as GET /staff/me/ declares it. */
export type StaffMember = TStaffSession

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
