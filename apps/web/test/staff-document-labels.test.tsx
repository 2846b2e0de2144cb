import { screen } from '@testing-library/react'
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
