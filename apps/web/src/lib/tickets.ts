import { useQuery } from '@tanstack/react-query'
import type { TApplicationStatus } from '@portal/domain/status'
import { api } from './api-client'

export interface Ticket {
  id: number
  service: string
  service_id: number
  request_type?: string
  name: string
  created: string
  status: TApplicationStatus
  history?: { at: string; status: string; remarks: string }[]
}

/** The decision's entry in the ticket's history, once it is decided. */
export const decisionOf = (ticket: Ticket) =>
  ticket.status === 'Pending'
    ? undefined
    : ticket.history?.findLast((entry) => entry.status === ticket.status)

export const fetchTicket = async (id: string | number) => (await api.get<Ticket>(`/tickets/${id}/`)).data

export const useTicket = (id: string | undefined) =>
  useQuery({ queryKey: ['tickets', id], queryFn: () => fetchTicket(id!), enabled: Boolean(id), retry: false })

export const useTickets = (enabled: boolean) =>
  useQuery({
    queryKey: ['tickets'],
    queryFn: async () => (await api.get<Ticket[]>('/tickets/')).data,
    enabled,
  })
