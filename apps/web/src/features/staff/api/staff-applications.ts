import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TDecision, TInboxResponse, TInboxRow } from '@portal/domain/staff'
import { staffApi } from '@/lib/api-client'

export type InboxRow = TInboxRow

export interface StaffApplication extends Record<string, unknown> {
  id: number
  service: string
  status: string
  created: string
  remarks: string
  decided?: string
  decided_by?: string
  division_name: string
  customer: { cid: string; name: string; mobile: string; email: string }
  attachments: { id: number; field: string; name: string; size: number; url: string }[]
  history: { at: string; status: string; actor: string; remarks: string }[]
}

export const useInbox = (filters: Record<string, string>) =>
  useQuery({
    queryKey: ['staff', 'inbox', filters],
    queryFn: async () =>
      (
        await staffApi.get<TInboxResponse>('/staff/applications/', {
          params: filters,
        })
      ).data,
    placeholderData: keepPreviousData,
  })

export const useStaffApplication = (id: string) =>
  useQuery({
    queryKey: ['staff', 'application', id],
    queryFn: async () => (await staffApi.get<StaffApplication>(`/staff/applications/${id}/`)).data,
    retry: false,
  })

/** Records the decision; whatever the answer (a 409 included), the application is read again. */
export function useDecide(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (decision: TDecision) =>
      (await staffApi.post(`/staff/applications/${id}/decision/`, decision)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  })
}
