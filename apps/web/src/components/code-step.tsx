import { useT } from '@/lib/i18n'
import { ACCOUNT_TEXTS as A } from '@portal/domain/i18n/kit-texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { Alert, Button } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import {
  RESEND_AFTER_SECONDS,
  SIGN_IN_CODE_REFUSALS,
  ZCodeFormSchema,
  ZMobileChangeCodesFormSchema,
  type TCodeChallenge,
  type TCodeForm,
} from '@portal/domain/sign-in-codes'
import { describeFailure, type CallFailure } from '@/lib/api-client'
import { SubmitButton } from './form/submit-button'
import { TextField } from './form/text-field'

interface CodeStepProps {
  challenge: TCodeChallenge
  /**
   * Sends the code with the challenge (and, for a change of mobile, the current number's
   * code); resolves when the server took it.
   */
  verify(challenge: string, code: string, currentCode?: string): Promise<unknown>
  /** Asks for another code: the original request again, which answers a new challenge. */
  resend(): Promise<TCodeChallenge>
  /** Back to the form, e.g. to correct the mobile number. */
  onCancel(): void
  /** Why this code is asked, under where it went: a change of email says so. */
  reason?: string
  /** The words of the way back to the form; "Change the number" unless given. */
  cancelLabel?: string
}

/**
 * The code step of sign-in, registration and a change of mobile or email (DESIGN.md §5): one
 * input the phone can fill from the SMS, the masked number it went to, another code after
 * 30 s. A change of mobile asks for a second code, sent to the current number, unless the
 * session came through the wallet.
 */
export function CodeStep({ challenge: first, verify, resend, onCancel, reason, cancelLabel }: CodeStepProps) {
  const { t, translate } = useT()
  const [challenge, setChallenge] = useState(first)
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS)
  const [refusal, setRefusal] = useState<CallFailure>()
  const [resending, setResending] = useState(false)
  const needsCurrent = challenge.current_sent_to !== undefined
  const form = useForm<TCodeForm>({
    resolver: zodResolver(needsCurrent ? ZMobileChangeCodesFormSchema : ZCodeFormSchema),
    defaultValues: { code: '', current_code: '' },
  })

  // The step replaces the form the customer sent, and its button with it: the keyboard, and a
  // phone's offer to fill the code from the SMS, go to the code rather than to the page's top.
  useEffect(() => form.setFocus('code'), [form])

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait(wait - 1), 1_000)
    return () => clearTimeout(timer)
  }, [wait])

  const submit = form.handleSubmit(async ({ code, current_code: currentCode }) => {
    setRefusal(undefined)
    try {
      await verify(challenge.challenge, code, needsCurrent ? currentCode : undefined)
    } catch (error) {
      setRefusal(describeFailure(error))
      form.setFocus('code')
    }
  })

  const sendAnother = async () => {
    setResending(true)
    setRefusal(undefined)
    try {
      setChallenge(await resend())
      form.reset({ code: '', current_code: '' })
      form.setFocus('code')
      setWait(RESEND_AFTER_SECONDS)
    } catch (error) {
      setRefusal(describeFailure(error))
    } finally {
      setResending(false)
    }
  }

  // Known by its code: the server words it in the page's language (decision 055).
  const ended = refusal?.kind === 'response' && refusal.code === SIGN_IN_CODE_REFUSALS.challengeEnded
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={translate(A.codeForm)}>
        <p role="status">{t('code.sentTo', { mobile: challenge.sent_to })}</p>
        {reason && <p>{reason}</p>}
        {needsCurrent && <p>{t('code.currentToo', { mobile: challenge.current_sent_to })}</p>}
        {(challenge.new_code === false || challenge.current_new_code === false) && (
          <p>{t('code.noNewSms')}</p>
        )}
        {refusal && (
          <Alert variant="warning" role="alert">
            {translate(refusal.detail)}
          </Alert>
        )}
        <TextField
          name="code"
          label={needsCurrent ? A.newNumberCode : A.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        {needsCurrent && (
          <TextField
            name="current_code"
            label={A.currentNumberCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        )}
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <SubmitButton busy={form.formState.isSubmitting}>{translate(A.verify)}</SubmitButton>
          <Button
            variant={ended ? 'primary' : 'outline-secondary'}
            onClick={() => void sendAnother()}
            disabled={wait > 0 || resending}
          >
            {wait > 0 ? t('code.sendNewIn', { seconds: wait }) : translate(A.sendNewCode)}
          </Button>
          <Button variant="link" onClick={onCancel}>
            {cancelLabel ?? t('code.changeNumber')}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
