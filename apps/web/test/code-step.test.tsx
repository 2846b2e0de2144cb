import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import { ACCOUNT_TEXTS } from '@portal/domain/i18n/form-texts'
import { SIGN_IN_CODE_MESSAGES } from '@portal/domain/sign-in-codes'
import { CodeStep } from '@/components/code-step'
import { ApiError } from '@/lib/api-client'
import { setLanguage } from '@/lib/i18n'

const ended = DZ_FORM_TEXTS[SIGN_IN_CODE_MESSAGES.challengeEnded]!.text
const challenge = { otp_required: true as const, challenge: 'c'.repeat(43), sent_to: '17****78' }

describe('the code step on a Dzongkha page', () => {
  afterEach(() => setLanguage('en'))

  it('offers a new code first when the server says, in Dzongkha, that the code has ended', async () => {
    await act(() => setLanguage('dz'))
    const refuse = () => Promise.reject(new ApiError({ status: 400, data: { detail: ended } }))
    render(<CodeStep challenge={challenge} verify={refuse} resend={refuse} onCancel={() => undefined} />)
    await userEvent.type(
      screen.getByLabelText(DZ_FORM_TEXTS[ACCOUNT_TEXTS.code]!.text, { exact: false }),
      '123456',
    )
    await userEvent.click(screen.getByRole('button', { name: DZ_FORM_TEXTS[ACCOUNT_TEXTS.verify]!.text }))
    expect((await screen.findByRole('alert')).textContent).toBe(ended)
    // The resend button, counting down to the new code: the action to take now.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /ཨང་ཡིག་གསརཔ་ གཏང་།$/ }).className).toContain('btn-primary'),
    )
  })
})
