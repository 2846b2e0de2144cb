import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TWithdrawalRequest } from '@portal/domain/lifecycle'
import type { TTicketWithHistory } from '@portal/domain/tickets'
import { api } from '@/lib/api-client'

/** Withdraws an application that is not decided; the tickets are read again after. */
export function useWithdrawApplication(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: TWithdrawalRequest) =>
      (await api.post<TTicketWithHistory>(`/tickets/${id}/withdraw/`, body)).data,
    onSuccess: (ticket) => {
      queryClient.setQueryData(['tickets', String(id)], ticket)
      return queryClient.invalidateQueries({ queryKey: ['tickets'] })
    },
  })
}
