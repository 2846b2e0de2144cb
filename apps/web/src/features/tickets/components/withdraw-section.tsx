import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Card } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { mayTake, ZWithdrawalRequestSchema, type TWithdrawalRequest } from '@portal/domain/lifecycle'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { describeFailure } from '@/lib/api-client'
import { useT } from '@/lib/i18n'
import type { Ticket } from '@/lib/tickets'
import { useWithdrawApplication } from '../api/withdraw-application'

/** Withdrawing an application that is not decided: asked for first, then a reason. */
export default function WithdrawSection({ ticket }: { ticket: Ticket }) {
  const [open, setOpen] = useState(false)
  // The button gives way to the panel, and the panel back to the button: the keyboard (and a
  // screen reader) follows each, not left on the page's body (WCAG 2.4.3).
  const heading = useRef<HTMLHeadingElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const toggled = useRef(false)
  useEffect(() => {
    if (!toggled.current) return
    ;(open ? heading : opener).current?.focus()
  }, [open])
  const toggle = (next: boolean) => {
    toggled.current = true
    setOpen(next)
  }
  const form = useForm<TWithdrawalRequest>({
    resolver: zodResolver(ZWithdrawalRequestSchema),
    defaultValues: { reason: '' },
  })
  const withdraw = useWithdrawApplication(ticket.id)
  const { t } = useT()
  if (!mayTake('withdraw', ticket.status)) return null
  if (!open)
    return (
      <Button variant="outline-danger" ref={opener} onClick={() => toggle(true)}>
        {t('withdraw.open')}
      </Button>
    )
  return (
    <Card className="w-100" border="danger">
      <Card.Body>
        <h2 className="h5" tabIndex={-1} ref={heading}>
          {t('withdraw.title', { id: ticket.id })}
        </h2>
        <p>{t('withdraw.explain')}</p>
        {withdraw.isError && <Alert variant="warning">{describeFailure(withdraw.error).detail}</Alert>}
        <FormProvider {...form}>
          <form
            noValidate
            aria-label={t('withdraw.form')}
            onSubmit={form.handleSubmit((values) => withdraw.mutate(values))}
          >
            <TextField name="reason" label={t('withdraw.reason')} multiline maxLength={500} />
            <div className="d-flex gap-2">
              <Button variant="outline-secondary" onClick={() => toggle(false)}>
                {t('withdraw.keep')}
              </Button>
              <SubmitButton busy={withdraw.isPending} variant="danger">
                {t('withdraw.confirm')}
              </SubmitButton>
            </div>
          </form>
        </FormProvider>
      </Card.Body>
    </Card>
  )
}
