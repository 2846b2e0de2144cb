import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import { ACCOUNT_TEXTS } from '@portal/domain/i18n/kit-texts'
import { SIGN_IN_CODE_MESSAGES, SIGN_IN_CODE_REFUSALS } from '@portal/domain/sign-in-codes'
import { CodeStep } from '@/components/code-step'
import { ApiError } from '@/lib/api-client'
import { setLanguage } from '@/lib/i18n'

const ended = DZ_FORM_TEXTS[SIGN_IN_CODE_MESSAGES.challengeEnded]!.text
const wrong = DZ_FORM_TEXTS[SIGN_IN_CODE_MESSAGES.wrongCode]!.text
const challenge = { otp_required: true as const, challenge: 'c'.repeat(43), sent_to: '17****78' }

/** The code step refused with `body`; its resend button (counting down to the new code) once the refusal shows. */
async function refusedWith(body: { detail: string; code?: string }) {
  const refuse = () => Promise.reject(new ApiError({ status: 400, data: body }))
  render(<CodeStep challenge={challenge} verify={refuse} resend={refuse} onCancel={() => undefined} />)
  await userEvent.type(
    screen.getByLabelText(DZ_FORM_TEXTS[ACCOUNT_TEXTS.code]!.text, { exact: false }),
    '123456',
  )
  await userEvent.click(screen.getByRole('button', { name: DZ_FORM_TEXTS[ACCOUNT_TEXTS.verify]!.text }))
  expect((await screen.findByRole('alert')).textContent).toBe(body.detail)
  return screen.getByRole('button', { name: /ཨང་ཡིག་གསརཔ་ གཏང་།$/ })
}

describe('the code step on a Dzongkha page', () => {
  afterEach(() => setLanguage('en'))

  it('offers a new code first when the server says, in Dzongkha, that the code has ended', async () => {
    await act(() => setLanguage('dz'))
    const resend = await refusedWith({ detail: ended, code: SIGN_IN_CODE_REFUSALS.challengeEnded })
    // The action to take now.
    await waitFor(() => expect(resend.className).toContain('btn-primary'))
  })

  it("knows the code has ended by the refusal's code, not by its words", async () => {
    await act(() => setLanguage('dz'))
    // Words the page has never seen (a reviewed translation, say), with the code: a new code first.
    const reworded = await refusedWith({ detail: 'ཨང་ཡིག་ མཇུག་བསྡུ་ཡི།', code: 'code_ended' })
    await waitFor(() => expect(reworded.className).toContain('btn-primary'))
  })

  it('leaves the new code second after a wrong code, which may be tried again', async () => {
    await act(() => setLanguage('dz'))
    const resend = await refusedWith({ detail: wrong })
    expect(resend.className).toContain('btn-outline-secondary')
  })
})

describe('the code step', () => {
  it('takes the keyboard to the code as it replaces the form that asked for it', async () => {
    render(
      <CodeStep
        challenge={challenge}
        verify={() => Promise.resolve()}
        resend={() => Promise.resolve(challenge)}
        onCancel={() => undefined}
      />,
    )
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(ACCOUNT_TEXTS.code, { exact: false })),
    )
  })
})
