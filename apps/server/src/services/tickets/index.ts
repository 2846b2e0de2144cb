import { notFound, ownApplicationOr404 } from '../../errors'
import { customerApplicationsRepository } from '../../repositories/customer-applications'
import type { ServiceDeps } from '../deps'
import { toTicket, type TicketRow } from './as-tickets'
import { toHistoryEntry } from './history'
import { withdraw } from './withdrawals'

/** The customer's applications by Application ID (DESIGN.md §2, §7): the list, one, its history, a withdrawal. */
export function ticketsArea({ db }: ServiceDeps) {
  const applications = customerApplicationsRepository(db)
  /** What happened to it, oldest first, without who did it. */
  const historyOf = async (applicationId: number) =>
    (await applications.historyOf(applicationId)).map(toHistoryEntry)
  const withHistory = async (row: TicketRow) => ({ ...toTicket(row), history: await historyOf(row.id) })
  const find = async (cid: string, id: number) => {
    const row = await applications.findTicket(cid, id)
    return row && withHistory(row)
  }
  return {
    /** The customer's applications, newest first, as the list names them. */
    list: async (cid: string) => (await applications.listTickets(cid)).map(toTicket),
    /** One of the customer's applications, with its history; undefined when not theirs. */
    find,
    /** As `find`, by the path's Application ID; 404 when not theirs, or not a number. */
    ticket: (cid: string, id: string) => ownApplicationOr404(id, (n) => find(cid, n)),
    /**
     * Withdraws the customer's own application while the domain's rule allows it (STEP_RULES'
     * `withdraw` in packages/domain/src/lifecycle.ts: Pending or Returned; takeStep checks it
     * under the row's lock and refuses with its 409): it, with its history, as it now is; 404
     * when not theirs (or none).
     */
    async withdraw({ customerCid, id, reason }: { customerCid: string; id: string; reason: string }) {
      const withdrawn = async (n: number) =>
        (await withdraw(db, { customerCid, id: n, reason })) && applications.findTicket(customerCid, n)
      return withHistory(await ownApplicationOr404(id, withdrawn))
    },
    /** A document of one of the customer's applications; 404 otherwise. */
    async attachment(cid: string, attachmentId: number) {
      const attachment = await applications.findAttachment(cid, attachmentId)
      if (!attachment) throw notFound()
      return attachment
    },
  }
}
