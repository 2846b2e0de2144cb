import type { Kysely, Selectable, Updateable } from 'kysely'
import { refusalOf, statusAfter, type TFieldChange, type TLifecycleStep } from '@portal/domain/lifecycle'
import type { ApplicationTable, Database } from '../db/schema'
import { HttpError } from '../errors'

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
  const moved = await trx
    .updateTable('applications')
    .set({ ...set, status: statusAfter(step) })
    .where('id', '=', locked.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('status_history')
    .values({
      application_id: locked.id,
      from_status: locked.status,
      to_status: moved.status,
      actor,
      remarks,
      asked_fields: askedFields ? JSON.stringify(askedFields) : null,
      changes: changes ? JSON.stringify(changes) : null,
    })
    .execute()
  return moved
}

/** A history entry that changes no status: an assignment or a note, internal unless said. */
export const recordEntry = (
  trx: Kysely<Database>,
  application: Selectable<ApplicationTable>,
  entry: { actor: string; remarks: string; kind: 'assignment' | 'note'; internal: boolean },
) =>
  trx
    .insertInto('status_history')
    .values({
      application_id: application.id,
      from_status: application.status,
      to_status: application.status,
      ...entry,
    })
    .returning(['at'])
    .executeTakeFirstOrThrow()

/** The customer a step's messages go to. */
export const recipientOf = (trx: Kysely<Database>, cid: string) =>
  trx
    .selectFrom('customers')
    .select(['name', 'mobile', 'email', 'language'])
    .where('cid', '=', cid)
    .executeTakeFirstOrThrow()
