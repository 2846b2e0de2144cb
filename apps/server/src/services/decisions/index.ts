import type { Selectable } from 'kysely'
import type { ApplicationTable } from '../../db/schema'
import { notFound } from '../../errors'
import { staffDeskRepository } from '../../repositories/staff-desk'
import type { StaffMember } from '../staff-accounts/staff-accounts'
import { given, type ServiceDeps } from '../deps'
import { assign, releaseOutsideScope } from './assignments'
import { decide } from './decisions'
import { inboxCsv } from './inbox-export'
import { addNote } from './notes'
import { sendBack } from './returns'
import { dashboardOf } from './staff-dashboard'
import { listInbox } from './staff-inbox'
import { staffApplicationView } from './staff-view'

type Told<T> = Omit<T, 'publicUrl'>

/**
 * The back office's desk (DESIGN.md §7): the inbox and its export, the dashboard, one
 * application as an officer reads it, and what an officer does to it — decide, send back,
 * assign, note. The customer's SMS and email name PUBLIC_URL.
 */
export function decisionsArea({ db, config }: ServiceDeps<'publicUrl'>) {
  const desk = staffDeskRepository(db)
  const publicUrl = config.publicUrl
  const viewOf = (application: Selectable<ApplicationTable>) => staffApplicationView(desk, application)
  return {
    inbox: given(db, listInbox),
    inboxCsv: given(db, inboxCsv),
    dashboard: given(db, dashboardOf),
    /** An application in the member's scope, with its customer, documents and history; 404 otherwise. */
    async view(staff: StaffMember, id: number) {
      const application = await desk.visibleApplication(staff, id)
      if (!application) throw notFound()
      return viewOf(application)
    },
    /** A document of an application in the member's scope; 404 otherwise. */
    async attachment(staff: StaffMember, id: number) {
      const attachment = await desk.visibleAttachment(staff, id)
      if (!attachment) throw notFound()
      return attachment
    },
    /** Approves or rejects a pending application: the decision as the API answers it. */
    async decide(request: Told<Parameters<typeof decide>[1]>) {
      const decided = await decide(db, { ...request, publicUrl })
      return {
        id: decided.id,
        service: decided.service,
        status: decided.status,
        decided: decided.decided_at?.toISOString(),
        remarks: decided.remarks,
      }
    },
    sendBack: async (request: Told<Parameters<typeof sendBack>[1]>) =>
      viewOf(await sendBack(db, { ...request, publicUrl })),
    assign: async (...args: Parameters<typeof assign> extends [unknown, ...infer A] ? A : never) =>
      viewOf(await assign(db, ...args)),
    addNote: given(db, addNote),
    releaseOutsideScope: given(db, releaseOutsideScope),
  }
}
