import type { Kysely, Selectable } from 'kysely'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { ATTACHMENT_KINDS } from '@portal/domain/attachments'
import type { TApplicationForm } from '@portal/domain/applications/form-catalogue'
import type { ApplicationTable, AttachmentTable, Database } from '../db/schema'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { HttpError, fieldErrors, parseOrFieldErrors } from '../errors'
import type { FileStore } from '../files/file-store'
import type { ApplicationUpload } from './application-upload'
import { assertUsableClearance } from './clearance-check'

interface CreateApplication {
  customerCid: string
  form: TApplicationForm
  upload: ApplicationUpload
  clearanceValidityDays: number
  storageQuotaBytes: number
}

/** Checks a filing with its form's schema: 400 with each message beside its field. */
export function parseFiling(form: TApplicationForm, upload: ApplicationUpload) {
  // Only uploaded parts fill a file field: a plain value of that name counts for nothing.
  const typed = Object.fromEntries(Object.entries(upload.values).filter(([key]) => !form.files.includes(key)))
  const described = Object.fromEntries(upload.files.map((f) => [f.field, { name: f.name, size: f.size }]))
  return parseOrFieldErrors(form.schema, { ...typed, ...described }) as Record<string, unknown>
}

/**
 * Files an application: the files into the store first (unreachable until a row names them),
 * then the application, its attachments' metadata and its first history row in one
 * transaction, with the referenced clearance checked inside it.
 */
export async function createApplication(db: Kysely<Database>, files: FileStore, request: CreateApplication) {
  const { customerCid, form, upload } = request
  const values = parseFiling(form, upload)
  const details = Object.fromEntries(Object.entries(values).filter(([key]) => !form.files.includes(key)))
  const stored = await Promise.all(
    upload.files
      // The files the form asks for and kept (a "Yes" keeps no old clearance copy).
      .filter((f) => form.files.includes(f.field) && values[f.field] !== undefined)
      .map(async (file) => ({ file, sha256: await files.put(file.bytes) })),
  )

  return db.transaction().execute(async (trx) => {
    if (stored.length)
      await assertWithinStorageQuota(
        trx,
        customerCid,
        sum(stored.map((s) => s.file.size)),
        request.storageQuotaBytes,
      )
    if (details.yes_no === 'Yes' && typeof details.power_clearance === 'string' && details.power_clearance) {
      await assertUsableClearance(trx, customerCid, details.power_clearance, request.clearanceValidityDays)
    }
    const application = await trx
      .insertInto('applications')
      .values({
        customer_cid: customerCid,
        service: SERVICE_TYPES[form.type].service,
        resource: SERVICE_TYPES[form.type].resource,
        request_type: form.variant?.value ?? null,
        division_id: Number(details.division),
        details: JSON.stringify(details),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: { code?: string }) => {
        if (error.code === '23503') throw fieldErrors({ division: ['This field is required'] })
        throw error
      })
    const attachments = stored.length
      ? await trx
          .insertInto('attachments')
          .values(
            stored.map(({ file, sha256 }) => ({
              application_id: application.id,
              field: file.field,
              original_name: file.name,
              kind: file.kind,
              content_type: ATTACHMENT_KINDS[file.kind].mime,
              size: file.size,
              sha256,
            })),
          )
          .returningAll()
          .execute()
      : []
    await trx
      .insertInto('status_history')
      .values({
        application_id: application.id,
        to_status: 'Pending',
        actor: `customer:${customerCid}`,
        remarks: 'Application submitted',
      })
      .execute()
    return toApiApplication(application, attachments)
  })
}

const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0)

/**
 * 413 when these documents would take the customer past their quota. The customer's row is
 * locked first, so simultaneous filings of one customer are counted one after another.
 */
async function assertWithinStorageQuota(
  trx: Kysely<Database>,
  customerCid: string,
  adding: number,
  quotaBytes: number,
) {
  await trx.selectFrom('customers').select('cid').where('cid', '=', customerCid).forUpdate().execute()
  const { kept } = await trx
    .selectFrom('attachments')
    .innerJoin('applications', 'applications.id', 'attachments.application_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('attachments.size'), eb.val(0)).as('kept'))
    .where('applications.customer_cid', '=', customerCid)
    .executeTakeFirstOrThrow()
  if (Number(kept) + adding > quotaBytes)
    throw new HttpError(
      413,
      `Your documents have reached the ${Math.round(quotaBytes / 1024 / 1024)} MB the portal keeps for each customer. Please call ${ENQUIRY_PHONE} to file this application.`,
    )
}

export function toApiApplication(
  application: Selectable<ApplicationTable>,
  attachments: Selectable<AttachmentTable>[],
) {
  return {
    ...application.details,
    id: application.id,
    service: application.service,
    request_type: application.request_type ?? undefined,
    status: application.status,
    created: application.created_at.toISOString(),
    attachments: attachments.map((a) => ({
      id: a.id,
      field: a.field,
      name: a.original_name,
      content_type: a.content_type,
      size: a.size,
      url: `/api/attachments/${a.id}/`,
    })),
  }
}
