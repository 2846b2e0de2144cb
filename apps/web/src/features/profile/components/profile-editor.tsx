import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import {
  ZCustomerUpdateSchema,
  type TCustomer,
  type TCustomerUpdate,
  type TCustomerUpdateInput,
} from '@portal/domain/customer'
import { isCodeChallenge, type TCodeChallenge } from '@portal/domain/sign-in-codes'
import { CodeStep } from '@/components/code-step'
import { ERROR_SUMMARY_FORM_OPTIONS, ErrorSummary } from '@/components/form/error-summary'
import { ServerFailureDialog, useServerFailure } from '@/components/form/server-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { useT } from '@/lib/i18n'
import { PROFILE_QUERY_KEY } from '@/lib/session'
import { verifyCustomerCode } from '../api/register-customer'
import { updateProfile, useUpdateProfile } from '../api/update-profile'
import { AddressFields } from './address-fields'
import { ContactFields } from './contact-fields'

interface ProfileEditorProps {
  customer: TCustomer
  /** Back to the read-only profile, after Cancel or a successful Update. */
  onDone(): void
}

export function ProfileEditor({ customer, onDone }: ProfileEditorProps) {
  const { t } = useT()
  const { cid: _cid, fixed_line: _fixedLine, ...editable } = customer
  const form = useForm<TCustomerUpdateInput, unknown, TCustomerUpdate>({
    resolver: zodResolver(ZCustomerUpdateSchema),
    defaultValues: editable,
    ...ERROR_SUMMARY_FORM_OPTIONS,
  })
  const update = useUpdateProfile(customer.cid)
  const { failure, report, dismiss } = useServerFailure(form)
  const queryClient = useQueryClient()
  // A new mobile or email: the other changes are saved; the number waits for the codes sent to
  // it and to the current number, the email (alone) for the code sent to the mobile.
  const [pending, setPending] = useState<{ values: TCustomerUpdate; challenge: TCodeChallenge }>()

  if (pending) {
    const emailAlone = pending.values.mobile === customer.mobile
    return (
      <CodeStep
        challenge={pending.challenge}
        reason={emailAlone ? t('code.emailToo') : undefined}
        cancelLabel={emailAlone ? t('code.changeEmail') : undefined}
        verify={async (challenge, code, currentCode) => {
          queryClient.setQueryData(PROFILE_QUERY_KEY, await verifyCustomerCode(challenge, code, currentCode))
          onDone()
        }}
        resend={async () => {
          const answer = await updateProfile(customer.cid, pending.values)
          if (!isCodeChallenge(answer)) throw new Error('expected a new code')
          return answer
        }}
        onCancel={() => setPending(undefined)}
      />
    )
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('profile.editForm')}
        onSubmit={form.handleSubmit((values) =>
          update.mutate(values, {
            onSuccess: (answer) =>
              isCodeChallenge(answer) ? setPending({ values, challenge: answer }) : onDone(),
            onError: (error) => report(error),
          }),
        )}
      >
        <ErrorSummary />
        <ContactFields withCid={false} withFixedLine={false} />
        <AddressFields />
        <div className="d-flex gap-2">
          <SubmitButton busy={update.isPending}>{t('profile.update')}</SubmitButton>
          <Button variant="outline-secondary" onClick={onDone} disabled={update.isPending}>
            {t('profile.cancel')}
          </Button>
        </div>
      </form>
      <ServerFailureDialog failure={failure} onClose={dismiss} />
    </FormProvider>
  )
}
