import { useQuery } from '@tanstack/react-query'
import type { TTicket, TTicketWithHistory } from '@portal/domain/tickets'
import { isDecided } from '@portal/domain/status'
import { api, startingWithFirstAnswer } from './api-client'

/** A ticket as the list sends it; one fetched alone carries its history too. */
export type Ticket = TTicket & Partial<Pick<TTicketWithHistory, 'history'>>

/** The decision's entry in the ticket's history, once it is decided. */
export const decisionOf = (ticket: Ticket) =>
  isDecided(ticket.status) ? ticket.history?.findLast((entry) => entry.status === ticket.status) : undefined

export const fetchTicket = async (id: string | number) =>
  (await api.get<TTicketWithHistory>(`/tickets/${id}/`)).data

export const useTicket = (id: string | undefined) =>
  useQuery({
    queryKey: ['tickets', id],
    queryFn: () => fetchTicket(id!),
    enabled: Boolean(id),
    retry: false,
    ...startingWithFirstAnswer<TTicketWithHistory>(`/tickets/${id}/`),
  })

export const useTickets = (enabled: boolean) =>
  useQuery({
    queryKey: ['tickets'],
    queryFn: async () => (await api.get<Ticket[]>('/tickets/')).data,
    enabled,
    ...startingWithFirstAnswer<Ticket[]>('/tickets/'),
  })
