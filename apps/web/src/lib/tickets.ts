import { useQuery } from '@tanstack/react-query'
import type { TTicket, TTicketWithHistory } from '@portal/domain/tickets'
import { isDecided } from '@portal/domain/status'
import { PAGE_DATA_KEYS } from '@portal/domain/web-pages'
import { api, httpStatus } from './api-client'

/**
 * How long an answer stands before the page asks again on its own. The server renders the ticket
 * pages with their data (plugins/web-app.ts): not asked for again as the app takes the page over.
 * What changes them here (filing, changes sent, a withdrawal) asks again at once.
 */
export const FRESH_MS = 30_000

/** A ticket as the list sends it; one fetched alone carries its history too. */
export type Ticket = TTicket & Partial<Pick<TTicketWithHistory, 'history'>>

/** The decision's entry in the ticket's history, once it is decided. */
export const decisionOf = (ticket: Ticket) =>
  isDecided(ticket.status) ? ticket.history?.findLast((entry) => entry.status === ticket.status) : undefined

export const fetchTicket = async (id: string | number) =>
  (await api.get<TTicketWithHistory>(`/tickets/${id}/`)).data

/**
 * One ticket, or null when there is none of the customer's by that id (the API's 404): an answer,
 * not a failure, so that the server can hand it over with the page it renders as not found
 * (plugins/page-data.ts), and the app shows that page without asking again.
 */
export const useTicket = (id: string | undefined) =>
  useQuery({
    queryKey: PAGE_DATA_KEYS.ticket(id!),
    queryFn: () =>
      fetchTicket(id!).catch((error: unknown) => {
        if (httpStatus(error) === 404) return null
        throw error
      }),
    enabled: Boolean(id),
    retry: false,
    staleTime: FRESH_MS,
  })

export const useTickets = (enabled: boolean) =>
  useQuery({
    queryKey: PAGE_DATA_KEYS.tickets,
    queryFn: async () => (await api.get<Ticket[]>('/tickets/')).data,
    enabled,
    staleTime: FRESH_MS,
  })
