import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import StaffApplicationPage from '@/features/staff/components/staff-application-page'
import { network } from './network'
import { renderPage } from './render-page'
import { officerDorjiSignedIn, staffApplication } from './staff-applications'

/**
 * Issue 49: the customer's form asks for "your citizenship ID card"; the officer reading the
 * application is not its "you", and reads whose it is.
 */
const APPLICATION = staffApplication({
  id: 61,
  attachments: [
    {
      id: 5,
      field: 'cid_copy',
      name: 'cid.pdf',
      content_type: 'application/pdf',
      size: 2048,
      url: '/api/staff/attachments/5/',
    },
  ],
})

it("names a document the officer reads as the customer's, not as 'your'", async () => {
  network.use(
    http.get('/api/staff/applications/61/', () => HttpResponse.json(APPLICATION)),
    officerDorjiSignedIn(),
  )
  renderPage('/staff/applications/61', <StaffApplicationPage />, '/staff/applications/:id')

  expect(await screen.findByText(/^Copy of the customer’s citizenship ID card: cid\.pdf/)).toBeTruthy()
  // The send-back form's choices, too.
  expect(screen.getByLabelText('Copy of the customer’s citizenship ID card')).toBeTruthy()
  expect(document.body.textContent).not.toMatch(/\byour\b/i)
})

it("offers to send back only what the customer's answers showed: a tenant is not asked for the new owner", async () => {
  network.use(
    http.get('/api/staff/applications/62/', () =>
      HttpResponse.json(
        staffApplication({
          id: 62,
          service: 'Information Change',
          applicant_type: 'Tenant',
          information: 'New mobile',
        }),
      ),
    ),
    officerDorjiSignedIn(),
  )
  renderPage('/staff/applications/62', <StaffApplicationPage />, '/staff/applications/:id')

  const choices = await screen.findByRole('group', { name: 'To change' })
  expect(within(choices).getByLabelText('What should change')).toBeTruthy()
  expect(within(choices).queryByLabelText('New owner’s CID number')).toBeNull()
  expect(
    within(choices)
      .queryAllByRole('checkbox')
      .map((box) => box.getAttribute('value')),
  ).not.toContain('ownership_change_copy')
})
