import { http, HttpResponse } from 'msw'
import type { TStaffApplication } from '@portal/domain/applications/responses'

/**
 * A pending power clearance in ESD Thimphu (division 1), filed by Pema Wangmo, who reads English,
 * as the back office reads it; `changes` on top.
 */
export const staffApplication = (changes: Partial<TStaffApplication> = {}): TStaffApplication => ({
  id: 5,
  service: 'Power Clearance',
  status: 'Pending',
  created: '2026-11-20T04:00:00Z',
  attachments: [],
  customer: { cid: '11512345678', name: 'Pema Wangmo', mobile: '17123456', email: '', language: 'en' },
  division: 1,
  division_name: 'ESD Thimphu',
  remarks: '',
  history: [],
  sms: [],
  emails: [],
  ...changes,
})

/** The back office's answer to who is signed in: Dorji, an officer of division 1. */
export const officerDorjiSignedIn = () =>
  http.get('/api/staff/me/', () =>
    HttpResponse.json({ id: 3, username: 'dorji', name: 'Dorji', role: 'officer', divisions: [1] }),
  )
