import { customerApplicationsRepository } from '../../repositories/customer-applications'
import { given, type ServiceDeps } from '../deps'
import { toHistoryEntry } from './history'
import { withdraw } from './withdrawals'

/** The customer's applications by Application ID (DESIGN.md §2, §7): the list, one, its history, a withdrawal. */
export function ticketsArea({ db }: ServiceDeps) {
  const applications = customerApplicationsRepository(db)
  return {
    list: applications.listTickets,
    find: applications.findTicket,
    /** What happened to it, oldest first, without who did it. */
    historyOf: async (applicationId: number) =>
      (await applications.historyOf(applicationId)).map(toHistoryEntry),
    withdraw: given(db, withdraw),
    /** A document of one of the customer's applications. */
    attachment: applications.findAttachment,
  }
}
