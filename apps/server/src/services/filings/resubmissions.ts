import type { Kysely, Selectable } from 'kysely'
import { formOfFiled, type TApplicationForm } from '@portal/domain/applications/form-catalogue'
import { fieldValueText } from '@portal/domain/field-text'
import {
  CUSTOMER_STEP_REMARKS,
  LIFECYCLE_MESSAGES,
  refusalOf,
  type TFieldChange,
} from '@portal/domain/lifecycle'
import type { AttachmentTable, Database } from '../../db/schema'
import { fieldErrors, HttpError, notFound } from '../../errors'
import type { FileStore } from '../../files/file-store'
import { lockOwnApplication, ownApplicationOf } from '../../repositories/customer-applications'
import { attachmentsOf, lastReturnedAt, removeAttachmentsBut } from '../../repositories/application-records'
import { withTransaction } from '../../repositories/unit-of-work'
import type { ApplicationUpload, UploadedFile } from './application-upload'
import {
  assertFilable,
  detailsOf,
  documentsOf,
  parseFiling,
  recordDocuments,
  storeDocuments,
  sum,
  toApiApplication,
  type FilingLimits,
} from './applications'
import { takeStep } from '../tickets/application-steps'
import { dueAfterWaiting } from './deadlines'

interface Resubmission extends FilingLimits {
  customerCid: string
  resource: string
  id: number
  upload: ApplicationUpload
}

type Attachment = Selectable<AttachmentTable>

/**
 * The customer's corrected application, sent again while Returned (DESIGN.md §7): checked as
 * a filing is, with the documents they keep named by attachment id in their field. It goes
 * back to Pending in its own division, under the same Application ID; the history keeps what
 * changed. Answers undefined for an application that is not theirs (a 404).
 */
export async function resubmit(db: Kysely<Database>, files: FileStore, request: Resubmission) {
  const { customerCid, resource, id, upload } = request
  const current = await ownApplicationOf(db, customerCid, resource, id)
  if (!current) return undefined
  // Refused before any file is stored: a step that cannot be taken leaves nothing behind.
  const refusal = refusalOf('resubmit', current.status, id)
  if (refusal) throw new HttpError(409, refusal)
  const form = formOfFiled(resource, current.request_type)!
  if (form.variant && upload.values[form.variant.field] !== form.variant.value)
    throw fieldErrors({ [form.variant.field]: [LIFECYCLE_MESSAGES.requestTypeFixed] })

  const onFile = await attachmentsOf(db, id)
  const kept = keptDocuments(form, upload, onFile)
  const values = parseFiling(form, upload, kept)
  const details = detailsOf(form, values)
  if (Number(details.division) !== current.division_id)
    throw fieldErrors({ division: [LIFECYCLE_MESSAGES.divisionFixed] })
  const documents = documentsOf(form, upload, values)
  const filing = {
    customerCid,
    details,
    addingBytes: sum(documents.map((f) => f.size)),
    request,
    correction: true,
  }
  await assertFilable(db, filing, { locked: false })
  const stored = await storeDocuments(files, documents)

  return withTransaction(db, async (_repositories, trx) => {
    const locked = await lockOwnApplication(trx, customerCid, id)
    if (!locked) throw notFound()
    await assertFilable(trx, filing, { locked: true })
    // What this request read may have changed before the lock: another round kept other files.
    const stillOnFile = await attachmentsOf(trx, id)
    if (kept.some((k) => !stillOnFile.some((a) => a.id === k.id)))
      throw new HttpError(409, refusalOf('resubmit', 'Pending', id) ?? '')
    const moved = await takeStep(trx, locked, {
      step: 'resubmit',
      actor: `customer:${customerCid}`,
      remarks: CUSTOMER_STEP_REMARKS.resubmitted,
      changes: changesOf(form, locked.details, details, stillOnFile, kept, documents),
      set: {
        details: JSON.stringify(details),
        action_needed: null,
        ...(locked.due_on
          ? { due_on: await dueAfterWaiting(trx, locked.due_on, await lastReturnedAt(trx, id)) }
          : {}),
      },
    })
    const keptIds = kept.map((k) => k.id)
    await removeAttachmentsBut(trx, id, keptIds)
    await recordDocuments(trx, id, stored)
    return toApiApplication(moved, await attachmentsOf(trx, id))
  })
}

/**
 * The documents kept as they are: a file field with no new upload whose value names one of
 * this application's attachments of that same field.
 */
function keptDocuments(form: TApplicationForm, upload: ApplicationUpload, onFile: Attachment[]) {
  return form.files.flatMap((field) => {
    if (upload.files.some((f) => f.field === field)) return []
    const named = upload.values[field]
    const attachment = onFile.find((a) => a.field === field && String(a.id) === String(named))
    return attachment
      ? [{ id: attachment.id, field, name: attachment.original_name, size: attachment.size }]
      : []
  })
}

/** What a resubmission changed: text fields with their old and new values, documents by name. */
function changesOf(
  form: TApplicationForm,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  onFile: Attachment[],
  kept: { field: string }[],
  uploaded: UploadedFile[],
): TFieldChange[] {
  const text = (value: unknown) => (value === undefined || value === '' ? undefined : fieldValueText(value))
  const typed = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => text(before[field]) !== text(after[field]))
    .map((field) => ({ field, from: text(before[field]), to: text(after[field]) }))
  const documents = form.files.flatMap((field) => {
    const old = onFile.find((a) => a.field === field)
    const upload = uploaded.find((f) => f.field === field)
    if (kept.some((k) => k.field === field) || (!old && !upload)) return []
    return [{ field, from: old?.original_name, to: upload?.name }]
  })
  return [...typed, ...documents]
}
