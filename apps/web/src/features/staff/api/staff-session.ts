import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TStaffLogin, TStaffSession } from '@portal/domain/staff/sign-in'
import { staffApi } from '@/lib/api-client'
import { noteSignedIn, noteSignedOut } from '@/lib/session-storage'
import { signOutOnceEnded } from '@/lib/sign-out'

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
    // The answer's token is for API clients: the server set the `__Host-staff` cookie with it,
    // and the page keeps nothing of it (decision 078).
    mutationFn: async (body: TStaffLogin) => {
      await staffApi.post('/staff/login/', body)
    },
    onSuccess: () => {
      noteSignedIn('staff')
      return queryClient.invalidateQueries({ queryKey: ['staff'] })
    },
  })
}

export function useStaffLogout() {
  const queryClient = useQueryClient()
  return useMutation(
    signOutOnceEnded(
      () => staffApi.post('/staff/logout/'),
      () => {
        noteSignedOut('staff')
        queryClient.removeQueries({ queryKey: ['staff'] })
      },
    ),
  )
}
