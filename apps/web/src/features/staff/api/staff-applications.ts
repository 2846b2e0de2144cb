import {
  keepPreviousData,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { TDecision } from '@portal/domain/staff/decisions'
import type { TInboxResponse, TInboxRow } from '@portal/domain/staff/inbox'
import type { TStaffApplication } from '@portal/domain/applications/responses'
import { staffApi } from '@/lib/api-client'
import type { TNoteRequest, TReturnRequest } from '@portal/domain/lifecycle'

export type InboxRow = TInboxRow

export type StaffApplication = TStaffApplication

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

/** An officer's decision or send-back on one application, as the mutation cache knows it. */
const actionOn = (id: string) => ['staff', 'act', id]

/** Records the decision; whatever the answer (a 409 included), the application is read again. */
export function useDecide(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: actionOn(id),
    mutationFn: async (decision: TDecision) =>
      (await staffApi.post(`/staff/applications/${id}/decision/`, decision)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  })
}

/** Sends the application back to its customer for changes. */
export function useSendBack(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: actionOn(id),
    mutationFn: async (request: TReturnRequest) =>
      (await staffApi.post<StaffApplication>(`/staff/applications/${id}/return/`, request)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  })
}

/**
 * The officer's last decision or send-back that the server refused, with the words they wrote:
 * when another officer decided first, the page reads the application again and its forms are
 * gone, their refusal and their text with them; the mutation cache still holds both.
 */
export function useRefusedAction(id: string) {
  const last = useMutationState({
    filters: { mutationKey: actionOn(id) },
    select: (mutation) => {
      const sent = mutation.state.variables as Partial<TDecision & TReturnRequest> | undefined
      return {
        refused: mutation.state.status === 'error',
        error: mutation.state.error,
        words: sent?.remarks || sent?.message || '',
      }
    },
  }).at(-1)
  // Only the last one counts: a refusal the officer then made good is not said again.
  return last?.refused ? last : undefined
}

/** Takes the application, lets it go (null), or (admins) assigns it to a member. */
export function useAssign(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (staffId: number | null) =>
      (await staffApi.post<StaffApplication>(`/staff/applications/${id}/assign/`, { staff_id: staffId }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  })
}

/** Adds a note: internal, or public in the customer's history. */
export function useAddNote(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (note: TNoteRequest) =>
      (await staffApi.post(`/staff/applications/${id}/notes/`, note)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'application', id] }),
  })
}
