import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Button, Modal } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import {
  ZOfficerDivisionsSchema,
  type TOfficerDivisions,
  type TOfficerDivisionsInput,
} from '@portal/domain/staff/accounts'
import { FailureAlert, useServerFailure } from '@/components/form/server-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { useChangeStaff, type AdminDivision, type StaffAccount } from '../api/admin'
import { DivisionChecks } from './division-checks'

/**
 * Moves an officer to other divisions, or adds one: their inbox follows at once. No proof is
 * asked: divisions give no more than the officer's role already gives (ZStaffChangeSchema).
 */
export function OfficerDivisionsButton({
  account,
  divisions,
}: {
  account: StaffAccount
  /** The divisions to choose from: the active ones, and any the officer works that is not. */
  divisions: AdminDivision[]
}) {
  const [open, setOpen] = useState(false)
  const current = { divisions: account.divisions.map(String) }
  const form = useForm<TOfficerDivisionsInput, unknown, TOfficerDivisions>({
    resolver: zodResolver(ZOfficerDivisionsSchema),
    defaultValues: current,
  })
  const change = useChangeStaff()
  const { failure, report, dismiss } = useServerFailure(form)
  const titleId = `officer-divisions-${account.id}`
  const close = () => setOpen(false)
  const choices = divisions.filter((d) => d.active || account.divisions.includes(d.id))
  // On a phone the ticked boxes can sit below the list's scroll: named here too.
  const worked = choices.filter((d) => account.divisions.includes(d.id)).map((d) => d.name)
  return (
    <>
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={() => {
          form.reset(current)
          dismiss()
          setOpen(true)
        }}
      >
        Divisions<span className="visually-hidden"> of {account.username}</span>
      </Button>
      <Modal show={open} onHide={close} aria-labelledby={titleId}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id={titleId}>
            Divisions of {account.username}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            Their inbox shows the applications of these divisions from their next page. Open applications they
            hold in a division they leave are let go of, for its other officers to take.
          </p>
          <p>Works now: {worked.length ? worked.join(', ') : 'none'}.</p>
          <FormProvider {...form}>
            <form
              noValidate
              aria-label={`Divisions of ${account.username}`}
              onSubmit={form.handleSubmit((body) =>
                change.mutate(
                  { id: account.id, ...body },
                  { onSuccess: close, onError: (error) => report(error) },
                ),
              )}
            >
              <FailureAlert failure={failure} />
              <DivisionChecks divisions={choices} idPrefix={titleId} />
              <div className="d-flex flex-wrap gap-2">
                <SubmitButton busy={change.isPending}>Save divisions</SubmitButton>
                <Button variant="outline-secondary" onClick={close}>
                  Cancel
                </Button>
              </div>
            </form>
          </FormProvider>
        </Modal.Body>
      </Modal>
    </>
  )
}
