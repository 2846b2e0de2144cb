import { http, HttpResponse } from 'msw'
import type { TStaffAccount } from '@portal/domain/staff/accounts'
import type { TAdminDivision } from '@portal/domain/staff/divisions'
import type { TStaffSession } from '@portal/domain/staff/sign-in'
import { noteSignedIn } from '@/lib/session-storage'
import { network } from './network'

/** An admin signed in to the back office, with an authenticator app unless told. */
export const ADMIN_SESSION: TStaffSession = {
  id: 1,
  username: 'admin',
  name: 'Tashi Wangmo',
  role: 'admin',
  divisions: [],
  totp_enabled: true,
  totp_enrolment_required: false,
  password_change_required: false,
}

/** /staff/admin for `me`: these accounts and divisions, no service targets nor holidays. */
export function serveAdminPage({
  me = ADMIN_SESSION,
  accounts,
  divisions = [],
}: {
  me?: TStaffSession
  accounts: TStaffAccount[]
  divisions?: TAdminDivision[]
}) {
  noteSignedIn('staff')
  network.use(
    http.get('/api/staff/me/', () => HttpResponse.json(me)),
    http.get('/api/staff/accounts/', () => HttpResponse.json(accounts)),
    http.get('/api/staff/divisions/', () => HttpResponse.json(divisions)),
    http.get('/api/staff/service-targets/', () => HttpResponse.json([])),
    http.get('/api/staff/holidays/', () => HttpResponse.json([])),
  )
}
