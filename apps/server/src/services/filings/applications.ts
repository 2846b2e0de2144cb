import { createHash } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { ATTACHMENT_KINDS } from '@portal/domain/attachments'
import type { TApplicationForm } from '@portal/domain/applications/form-catalogue'
import type { ApplicationTable, AttachmentTable, Database } from '../../db/schema'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { CUSTOMER_STEP_REMARKS, LIFECYCLE_MESSAGES } from '@portal/domain/lifecycle'
import { MESSAGES } from '@portal/domain/messages'
import { HttpError, fieldErrors, parseOrFieldErrors } from '../../errors'
import { newPaperCode } from '../../repositories/paper-code'
import type { FileStore } from '../../files/file-store'
import { attachmentsOf } from '../../repositories/application-records'
import { filingsRepository } from '../../repositories/filings'
import { withTransaction } from '../../repositories/unit-of-work'
import type { ApplicationUpload, UploadedFile } from './application-upload'
import { assertUsableClearance } from './clearance-check'
import { dueOnFiling } from './deadlines'

/** What the configuration sets for every filing: how old a clearance may be, how much a customer keeps. */
export interface FilingLimits {
  clearanceValidityDays: number
  storageQuotaBytes: number
  /** The quota counts the documents of applications filed in these last days. */
  storageQuotaDays: number
}

interface CreateApplication extends FilingLimits {
  customerCid: string
  form: TApplicationForm
  upload: ApplicationUpload
  /** The client's Idempotency-Key: a repeat answers with the application it filed first. */
  idempotencyKey?: string
}

/** Thrown inside the filing's transaction when its key filed first: the transaction rolls back. */
class RepeatedFiling extends Error {}

/** A document already on file, kept by a resubmission in place of a new upload. */
export interface KeptDocument {
  field: string
  name: string
  size: number
}

/**
 * Checks a filing with its form's schema: 400 with each message beside its field. Only
 * uploaded parts, or documents already on file, fill a file field: a plain value of that
 * name counts for nothing.
 */
export function parseFiling(form: TApplicationForm, upload: ApplicationUpload, kept: KeptDocument[] = []) {
  const typed = Object.fromEntries(Object.entries(upload.values).filter(([key]) => !form.files.includes(key)))
  const described = Object.fromEntries(
    [...kept, ...upload.files].map((f) => [f.field, { name: f.name, size: f.size }]),
  )
  return parseOrFieldErrors(form.schema, { ...typed, ...described }) as Record<string, unknown>
}

/** The typed values of a parsed filing, as `details` keeps them: everything but its documents. */
export const detailsOf = (form: TApplicationForm, values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !form.files.includes(key)))

/** The uploads the form asks for and kept (a "Yes" keeps no old clearance copy). */
export const documentsOf = (
  form: TApplicationForm,
  upload: ApplicationUpload,
  values: Record<string, unknown>,
) => upload.files.filter((f) => form.files.includes(f.field) && values[f.field] !== undefined)

/**
 * Files an application. Everything that can refuse it is checked before a file is stored,
 * so a refused filing leaves nothing behind; then the files go into the store (unreachable
 * until a row names them), and the application, its attachments' metadata and its first
 * history row are written in one transaction that checks again, under lock, what another
 * request could have changed meanwhile.
 */
export async function createApplication(db: Kysely<Database>, files: FileStore, request: CreateApplication) {
  const { idempotencyKey = null } = request
  const earlier = idempotencyKey && (await filedWithKey(db, request, idempotencyKey))
  if (earlier) return earlier
  try {
    return await fileOnce(db, files, request, idempotencyKey)
  } catch (error) {
    // The same key's other request filed while this one was on its way: answer with that.
    if (error instanceof RepeatedFiling) return (await filedWithKey(db, request, idempotencyKey!))!
    throw error
  }
}

/**
 * The application a customer's key filed, with its documents, if any — when this request
 * is a repeat of that filing. The same key on another form or with other details or
 * documents is a client's mistake, not a repeat: 422, rather than an answer that files nothing.
 */
async function filedWithKey(db: Kysely<Database>, request: CreateApplication, key: string) {
  const application = await filingsRepository(db).filedWithKey(request.customerCid, key)
  if (!application) return undefined
  const attachments = await attachmentsOf(db, application.id)
  if (!isSameFiling(request, application, attachments)) throw new HttpError(422, MESSAGES.filingKeyReused)
  return toApiApplication(application, attachments)
}

/** Whether `request` files what the application and its attachments already hold. */
function isSameFiling(
  { form, upload }: CreateApplication,
  application: Selectable<ApplicationTable>,
  attachments: Selectable<AttachmentTable>[],
) {
  const sameForm =
    application.service === SERVICE_TYPES[form.type].service &&
    application.resource === SERVICE_TYPES[form.type].resource &&
    application.request_type === (form.variant?.value ?? null)
  if (!sameForm) return false
  const values = parseFiling(form, upload)
  const documents = (list: { field: string; name: string; sha256: string }[]) =>
    list.map((d) => `${d.field}\n${d.name}\n${d.sha256}`).sort()
  const sent = documentsOf(form, upload, values).map((file) => ({
    ...file,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
  }))
  const held = attachments.map((a) => ({ field: a.field, name: a.original_name, sha256: a.sha256 }))
  return (
    canonicalJson(detailsOf(form, values)) === canonicalJson(application.details) &&
    documents(sent).join('\n\n') === documents(held).join('\n\n')
  )
}

/** JSON with every object's keys in order: jsonb gives them back in an order of its own. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  )
}

async function fileOnce(
  db: Kysely<Database>,
  files: FileStore,
  request: CreateApplication,
  idempotencyKey: string | null,
) {
  const { customerCid, form, upload } = request
  const values = parseFiling(form, upload)
  const details = detailsOf(form, values)
  const documents = documentsOf(form, upload, values)
  const filing = { customerCid, details, addingBytes: sum(documents.map((f) => f.size)), request }
  await assertFilable(db, filing, { locked: false })
  const stored = await storeDocuments(files, documents)
  // Before the transaction: the customer's other filings wait on its lock, not on this.
  const dueOn = await dueOnFiling(db, form.type)

  return withTransaction(db, async ({ filings }, trx) => {
    await assertFilable(trx, filing, { locked: true })
    const application = await filings.insert({
      customer_cid: customerCid,
      service: SERVICE_TYPES[form.type].service,
      resource: SERVICE_TYPES[form.type].resource,
      request_type: form.variant?.value ?? null,
      division_id: Number(details.division),
      details: JSON.stringify(details),
      due_on: dueOn,
      idempotency_key: idempotencyKey,
      receipt_code: newPaperCode(),
    })
    if (!application) throw new RepeatedFiling()
    const attachments = await recordDocuments(trx, application.id, stored)
    await filings.recordFiled(application.id, `customer:${customerCid}`, CUSTOMER_STEP_REMARKS.filed)
    return toApiApplication(application, attachments)
  })
}

export const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0)

type StoredDocument = { file: UploadedFile; sha256: string }

/** Puts the documents in the store before the transaction: unreachable until a row names them. */
export const storeDocuments = (files: FileStore, documents: UploadedFile[]): Promise<StoredDocument[]> =>
  Promise.all(documents.map(async (file) => ({ file, sha256: await files.put(file.bytes) })))

/** The stored documents' rows, which make them an application's attachments. */
export const recordDocuments = async (
  trx: Kysely<Database>,
  applicationId: number,
  stored: StoredDocument[],
) =>
  filingsRepository(trx).insertAttachments(
    stored.map(({ file, sha256 }) => ({
      application_id: applicationId,
      field: file.field,
      original_name: file.name,
      kind: file.kind,
      content_type: ATTACHMENT_KINDS[file.kind].mime,
      size: file.size,
      sha256,
    })),
  )

export interface Filing {
  customerCid: string
  details: Record<string, unknown>
  addingBytes: number
  request: FilingLimits
  /** A correction stays in the division it was filed in, even one closed since. */
  correction?: boolean
}

/**
 * What can refuse a well-formed filing: an unknown division, a closed one for a new
 * application, an unusable clearance, or documents past the customer's quota. `locked`, inside
 * the transaction that writes the filing: the customer's row is locked first, so simultaneous
 * filings of one customer are counted one after another. The check before it, which spares
 * storing the documents of a filing refused anyway, reads without the lock: it would only
 * make each filing wait behind the customer's others twice (decision 068).
 */
export async function assertFilable(
  db: Kysely<Database>,
  { customerCid, details, addingBytes, request, correction = false }: Filing,
  { locked }: { locked: boolean },
) {
  const filings = filingsRepository(db)
  const open = await filings.divisionIsOpen(Number(details.division))
  if (open === undefined) throw fieldErrors({ division: ['This field is required'] })
  if (!open && !correction) throw fieldErrors({ division: [LIFECYCLE_MESSAGES.divisionClosed] })
  if (details.yes_no === 'Yes' && typeof details.power_clearance === 'string' && details.power_clearance)
    await assertUsableClearance(db, customerCid, details.power_clearance, request.clearanceValidityDays)
  if (addingBytes === 0) return
  if (locked) await filings.lockCustomer(customerCid)
  const kept = await filings.storedBytes(customerCid, request.storageQuotaDays)
  const quota = request.storageQuotaBytes
  if (kept + addingBytes > quota)
    throw new HttpError(
      413,
      `The documents of your applications of the last ${request.storageQuotaDays} days have reached ${Math.round(quota / 1024 / 1024)} MB. Please call ${ENQUIRY_PHONE} to file this application now.`,
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
