import type { Kysely, Selectable, Updateable } from 'kysely'
import { refusalOf, statusAfter, type TFieldChange, type TLifecycleStep } from '@portal/domain/lifecycle'
import type { ApplicationTable, Database } from '../../db/schema'
import { HttpError } from '../../errors'
import { applicationStepsRepository } from '../../repositories/application-steps'

interface Step {
  step: TLifecycleStep
  /** `staff:{username}` or `customer:{cid}`, as the history keeps it. */
  actor: string
  remarks: string
  set?: Omit<Updateable<ApplicationTable>, 'status'>
  askedFields?: string[]
  changes?: TFieldChange[]
}

/**
 * Takes one step of an application's life (DESIGN.md §7) on a row the caller has locked in
 * its transaction: a step racing another waits for the lock, then sees the state the first
 * left and is refused with 409. Every step writes its history row, so each round is audited.
 */
export async function takeStep(
  trx: Kysely<Database>,
  locked: Selectable<ApplicationTable>,
  { step, actor, remarks, set, askedFields, changes }: Step,
) {
  const refusal = refusalOf(step, locked.status, locked.id)
  if (refusal) throw new HttpError(409, refusal)
  const steps = applicationStepsRepository(trx)
  const moved = await steps.update(locked.id, { ...set, status: statusAfter(step) })
  await steps.record(locked, moved, {
    actor,
    remarks,
    asked_fields: askedFields ? JSON.stringify(askedFields) : null,
    changes: changes ? JSON.stringify(changes) : null,
  })
  return moved
}

/** A history entry that changes no status: an assignment or a note, internal unless said. */
export const recordEntry = (
  trx: Kysely<Database>,
  application: Selectable<ApplicationTable>,
  entry: { actor: string; remarks: string; kind: 'assignment' | 'note'; internal: boolean },
) => applicationStepsRepository(trx).record(application, application, entry)

/** The customer a step's messages go to. */
export const recipientOf = (trx: Kysely<Database>, cid: string) =>
  applicationStepsRepository(trx).recipientOf(cid)
