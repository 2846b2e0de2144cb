import {
  ALLOWANCES_MESSAGES,
  type TCustomerAllowances,
  type TCustomerAllowancesChange,
} from '@portal/domain/customer-allowances'
import { APPLICATION_MESSAGES } from '@portal/domain/messages'
import { HttpError } from '../../errors'
import { customerAllowancesRepository } from '../../repositories/customer-allowances'
import { customerApplicationsRepository } from '../../repositories/customer-applications'
import type { CustomersArea } from '../customers'
import type { ServiceDeps } from '../deps'
import { checkedUpload, type SentUpload } from './application-upload'
import { createApplication, toApiApplication } from './applications'
import { startFiling } from './filing-allowances'
import { formOf } from './form-of'
import { resubmit } from './resubmissions'

/**
 * Filing the fifteen forms and sending a returned one again (DESIGN.md §3, §7), within the
 * customer's allowances: FILINGS_PER_HOUR and FILING_ATTEMPTS_PER_HOUR, STORAGE_QUOTA_MB
 * (each raised for one customer by an admin), STORAGE_QUOTA_DAYS and CLEARANCE_VALIDITY_DAYS.
 */
export function filingsArea({
  db,
  files,
  config,
  customers,
}: { customers: Pick<CustomersArea, 'find'> } & ServiceDeps<
  | 'CLEARANCE_VALIDITY_DAYS'
  | 'STORAGE_QUOTA_DAYS'
  | 'FILINGS_PER_HOUR'
  | 'FILING_ATTEMPTS_PER_HOUR'
  | 'STORAGE_QUOTA_MB'
>) {
  const allowances = customerAllowancesRepository(db)
  const applications = customerApplicationsRepository(db)
  const limits = {
    clearanceValidityDays: config.CLEARANCE_VALIDITY_DAYS,
    storageQuotaDays: config.STORAGE_QUOTA_DAYS,
  }

  /** The customer an admin names by CID, read once a request; 404 when none is registered. */
  async function customerOr404(cid: string) {
    const customer = await customers.find(cid)
    if (!customer) throw new HttpError(404, ALLOWANCES_MESSAGES.noSuchCustomer)
    return customer
  }

  /**
   * One customer's allowances as an admin reads them: an admin's own, else the settings'
   * (`own` says which), with every change, newest first; 404 for a CID no customer has.
   */
  async function allowancesOf(cid: string, customer?: { name: string }): Promise<TCustomerAllowances> {
    customer ??= await customerOr404(cid)
    const history = await allowances.history(cid)
    const own = history[0]
    return {
      cid,
      name: customer.name,
      filings_per_hour: own?.filings_per_hour ?? config.FILINGS_PER_HOUR,
      storage_quota_mb: own?.storage_quota_mb ?? config.STORAGE_QUOTA_MB,
      own: {
        filings_per_hour: own?.filings_per_hour != null,
        storage_quota_mb: own?.storage_quota_mb != null,
      },
      history: history.map((row) => ({
        at: row.at.toISOString(),
        by: row.changed_by.replace(/^staff:/, ''),
        filings_per_hour: row.filings_per_hour,
        storage_quota_mb: row.storage_quota_mb,
        reason: row.reason,
      })),
    }
  }

  /**
   * Files (or sends again) within the customer's allowances: a refusal spends only the
   * attempts'. A customer whose allowances an admin raised files (and keeps) that much more.
   */
  async function withinAllowances<T>(cid: string, file: (storageQuotaBytes: number) => Promise<T>) {
    const own = await allowances.current(cid)
    const filingsPerHour = own?.filings_per_hour ?? config.FILINGS_PER_HOUR
    const raisedBy = filingsPerHour / config.FILINGS_PER_HOUR
    const filing = await startFiling(db, cid, {
      filingsPerHour,
      attemptsPerHour: Math.max(
        config.FILING_ATTEMPTS_PER_HOUR,
        Math.ceil(config.FILING_ATTEMPTS_PER_HOUR * raisedBy),
      ),
    })
    try {
      const filed = await file((own?.storage_quota_mb ?? config.STORAGE_QUOTA_MB) * 1024 * 1024)
      await filing.filed()
      return filed
    } catch (error) {
      await filing.refused()
      throw error
    }
  }

  return {
    /**
     * Files a form of `resource` (DESIGN.md §3), its body read by `upload` (JSON, or multipart
     * with its documents) once the customer's allowances let it: the form by its variant field;
     * 415 for documents sent as JSON, or not of a kind the portal takes.
     */
    file: (filing: {
      customerCid: string
      resource: string
      idempotencyKey: string | undefined
      upload: () => Promise<SentUpload>
    }) =>
      withinAllowances(filing.customerCid, async (storageQuotaBytes) => {
        const sent = await filing.upload()
        const upload = await checkedUpload(sent)
        const form = formOf(filing.resource, upload, sent.multipart)
        const { customerCid, idempotencyKey } = filing
        return createApplication(db, files, {
          customerCid,
          idempotencyKey,
          form,
          upload,
          ...limits,
          storageQuotaBytes,
        })
      }),
    /** Sends a returned application again, changed (DESIGN.md §7), within the allowances; 404 when not theirs. */
    sendAgain: ({
      upload: read,
      ...again
    }: {
      customerCid: string
      resource: string
      id: number
      upload: () => Promise<SentUpload>
    }) =>
      withinAllowances(again.customerCid, async (storageQuotaBytes) => {
        const sent = await read()
        const upload = await checkedUpload(sent)
        formOf(again.resource, upload, sent.multipart)
        const application = await resubmit(db, files, { ...again, upload, ...limits, storageQuotaBytes })
        if (!application) throw new HttpError(404, APPLICATION_MESSAGES.applicationNotFound(again.id))
        return application
      }),
    allowancesOf: (cid: string) => allowancesOf(cid),
    /** An admin raises (or gives back to the default) one customer's allowances: them as they now are; 404 for an unknown CID. */
    async changeAllowances(cid: string, change: TCustomerAllowancesChange, staffUsername: string) {
      const customer = await customerOr404(cid)
      await allowances.change(cid, change, `staff:${staffUsername}`)
      return allowancesOf(cid, customer)
    },
    /** The filed forms of one service, newest first, as the API answers them. */
    async listFiled(cid: string, resource: string) {
      const rows = await applications.listFiled(cid, resource)
      return rows.map((row) => toApiApplication(row, []))
    },
    /** One of the customer's filed forms, as the API answers it; 404 when not theirs. */
    async filed(cid: string, resource: string, id: number) {
      const filed = await applications.findFiled(cid, resource, id)
      if (!filed) throw new HttpError(404, APPLICATION_MESSAGES.applicationNotFound(id))
      return toApiApplication(filed.application, filed.attachments)
    },
  }
}
