import { cleanup, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { REJECTION_NEEDS_REMARKS } from '@portal/domain/staff/decisions'
import { DecisionForm } from '@/features/staff/components/decision-form'
import { NoteForm } from '@/features/staff/components/note-form'
import { network } from './network'
import { renderPage } from './render-page'

/** The decision form of application 7, with what the server was sent. */
const decisionForm = (
  answer: () => Response = () => HttpResponse.json({ id: 7 }),
  reader: TLanguage = 'en',
  papersInEnglish = true,
  { letter = true, takenBy }: { letter?: boolean; takenBy?: string } = {},
) => {
  const sent: unknown[] = []
  network.use(
    http.post('/api/staff/applications/7/decision/', async ({ request }) => {
      sent.push(await request.json())
      return answer()
    }),
  )
  const { user } = renderPage(
    '/staff/applications/7',
    <DecisionForm
      id="7"
      reader={reader}
      papersInEnglish={papersInEnglish}
      letter={letter}
      takenBy={takenBy}
    />,
  )
  return { sent, user }
}

describe('the decision form', () => {
  it('asks for an outcome, and for remarks to reject, before sending anything', async () => {
    const { sent, user } = decisionForm()
    await user.click(screen.getByRole('button', { name: 'Record decision' }))
    expect(await screen.findByText('Please select one')).toBeTruthy()
    await user.click(screen.getByLabelText('Reject'))
    await user.click(screen.getByRole('button', { name: 'Record decision' }))
    expect(await screen.findByText(REJECTION_NEEDS_REMARKS)).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('sends an approval with its remarks', async () => {
    const { sent, user } = decisionForm()
    await user.click(screen.getByLabelText('Approve'))
    await user.type(screen.getByLabelText('Remarks'), 'Site visited on 20/11.')
    await user.click(screen.getByRole('button', { name: 'Record decision' }))
    await user.click(await screen.findByRole('button', { name: 'Yes, approve' }))
    await expect.poll(() => sent).toEqual([{ decision: 'Approved', remarks: 'Site visited on 20/11.' }])
  })

  it('asks again before recording, its question in focus; Go back sends nothing and keeps the answers', async () => {
    const { sent, user } = decisionForm()
    await user.click(screen.getByLabelText('Reject'))
    await user.type(screen.getByLabelText('Remarks'), 'The meter is not ours.')
    await user.click(screen.getByRole('button', { name: 'Record decision' }))
    const question = await screen.findByRole('heading', { name: 'Reject application 7?' })
    expect(document.activeElement).toBe(question)
    expect(screen.getByRole('group', { name: 'Reject application 7?' }).textContent).toContain(
      'A decision cannot be changed.',
    )
    expect(screen.getByLabelText('Remarks').matches(':disabled')).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Go back' }))
    expect(screen.queryByRole('heading', { name: 'Reject application 7?' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByLabelText('Approve'))
    expect((screen.getByLabelText('Remarks') as HTMLTextAreaElement).value).toBe('The meter is not ours.')
    expect(sent).toEqual([])
  })

  it('sends a rejection once it has its reason', async () => {
    const { sent, user } = decisionForm()
    await user.click(screen.getByLabelText('Reject'))
    await user.type(screen.getByLabelText('Remarks'), 'The meter is not ours.')
    await user.click(screen.getByRole('button', { name: 'Record decision' }))
    await user.click(await screen.findByRole('button', { name: 'Yes, reject' }))
    await expect.poll(() => sent).toEqual([{ decision: 'Rejected', remarks: 'The meter is not ours.' }])
  })

  it('says why the server refused, as when another officer decided first', async () => {
    const detail = 'Application 7 is Approved already: it cannot be decided again.'
    const { sent, user } = decisionForm(() => HttpResponse.json({ detail }, { status: 409 }))
    await user.click(screen.getByLabelText('Approve'))
    await user.click(screen.getByRole('button', { name: 'Record decision' }))
    await user.dblClick(await screen.findByRole('button', { name: 'Yes, approve' }))
    expect(await screen.findByText(detail)).toBeTruthy()
    // Sent once, however quick the second tap; the keyboard is back at the outcome.
    expect(sent).toHaveLength(1)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Approve')))
  })

  it('warns when the remarks are in another language than the customer reads, and still sends them', async () => {
    const { sent, user } = decisionForm(undefined, 'dz')
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    await user.click(screen.getByLabelText('Approve'))
    await user.type(screen.getByLabelText('Remarks'), 'Site visited.')
    expect(status.textContent).toBe(
      'The customer reads Dzongkha: these remarks are in English, and are sent and printed as written.',
    )
    await user.clear(screen.getByLabelText('Remarks'))
    await user.type(screen.getByLabelText('Remarks'), 'ས་ཁོངས་ལུ་བལྟ་ཡི།')
    expect(status.textContent).toBe('')
    await user.click(screen.getByRole('button', { name: 'Record decision' }))
    await user.click(await screen.findByRole('button', { name: 'Yes, approve' }))
    await expect.poll(() => sent).toEqual([{ decision: 'Approved', remarks: 'ས་ཁོངས་ལུ་བལྟ་ཡི།' }])
  })

  it("tells the officer a Dzongkha reader's letter prints in English while its Dzongkha awaits review", () => {
    const note = /letter prints in English until its Dzongkha text is reviewed/
    decisionForm(undefined, 'dz', true)
    expect(screen.getByText(note)).toBeTruthy()
    cleanup()
    decisionForm(undefined, 'en', true)
    expect(screen.queryByText(note)).toBeNull()
    cleanup()
    decisionForm(undefined, 'dz', false)
    expect(screen.queryByText(note)).toBeNull()
    cleanup()
    // A service without a letter (interim billing, say): no letter to speak of.
    decisionForm(undefined, 'dz', true, { letter: false })
    expect(screen.queryByText(note)).toBeNull()
  })

  it('speaks of a letter only for a service that has one, and asks again naming the colleague who took it', async () => {
    const { user } = decisionForm(undefined, 'en', true, { letter: false, takenBy: 'Kinley Wangchuk' })
    expect(screen.getByText('Shown to the customer. Required to reject.')).toBeTruthy()
    await user.click(screen.getByLabelText('Approve'))
    await user.click(screen.getByRole('button', { name: 'Record decision' }))
    const question = await screen.findByRole('group', { name: 'Approve application 7?' })
    expect(question.textContent).toContain('Kinley Wangchuk has taken this application.')
    expect(question.textContent).toContain('The customer is told at once. A decision cannot be changed.')
    expect(question.textContent).not.toContain('letter')
  })
})

describe('the note form', () => {
  it('warns of a note in the other language only once the customer is to see it', async () => {
    const { user } = renderPage('/staff/applications/7', <NoteForm id="7" reader="dz" />)
    await user.type(screen.getByLabelText('Note'), 'Please bring the original deed.')
    const warning = /this note is in English, and is shown as written/
    expect(screen.queryByText(warning)).toBeNull()
    await user.click(screen.getByLabelText('Show this note to the customer'))
    expect(await screen.findByText(warning)).toBeTruthy()
  })

  it('keeps the keyboard in the note box once a note is added, and says it was added', async () => {
    network.use(
      http.post('/api/staff/applications/7/notes/', () => HttpResponse.json({ id: 1 }, { status: 201 })),
    )
    const { user } = renderPage('/staff/applications/7', <NoteForm id="7" reader="en" />)
    const box = screen.getByLabelText('Note')
    await user.type(box, 'Called about the thram.')
    await user.click(screen.getByRole('button', { name: 'Add note' }))
    expect(await screen.findByText('The note was added.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(box))
    expect((box as HTMLTextAreaElement).value).toBe('')
  })
})
