import type { TCustomerAllowancesChange } from '@portal/domain/customer-allowances'
import { customerAllowancesRepository } from '../../repositories/customer-allowances'
import { customerApplicationsRepository } from '../../repositories/customer-applications'
import type { ServiceDeps } from '../deps'
import { readApplicationUpload } from './application-upload'
import { createApplication, toApiApplication } from './applications'
import { startFiling } from './filing-allowances'
import { resubmit } from './resubmissions'

type Limited<T> = Omit<T, 'clearanceValidityDays' | 'storageQuotaDays' | 'storageQuotaBytes'>

/**
 * Filing the fifteen forms and sending a returned one again (DESIGN.md §3, §7), within the
 * customer's allowances: FILINGS_PER_HOUR and FILING_ATTEMPTS_PER_HOUR, STORAGE_QUOTA_MB
 * (each raised for one customer by an admin), STORAGE_QUOTA_DAYS and CLEARANCE_VALIDITY_DAYS.
 */
export function filingsArea({
  db,
  files,
  config,
}: ServiceDeps<
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

  /** A customer's allowances: an admin's own, else the settings'; `own` says which. */
  async function allowancesOf(cid: string) {
    const history = await allowances.history(cid)
    const own = history[0]
    return {
      filingsPerHour: own?.filings_per_hour ?? config.FILINGS_PER_HOUR,
      storageQuotaMb: own?.storage_quota_mb ?? config.STORAGE_QUOTA_MB,
      own: { filingsPerHour: own?.filings_per_hour != null, storageQuotaMb: own?.storage_quota_mb != null },
      history,
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
    readUpload: readApplicationUpload,
    withinAllowances,
    allowancesOf,
    changeAllowances: (cid: string, change: TCustomerAllowancesChange, changedBy: string) =>
      allowances.change(cid, change, changedBy),
    create: (request: Limited<Parameters<typeof createApplication>[2]>, storageQuotaBytes: number) =>
      createApplication(db, files, { ...request, ...limits, storageQuotaBytes }),
    resubmit: (request: Limited<Parameters<typeof resubmit>[2]>, storageQuotaBytes: number) =>
      resubmit(db, files, { ...request, ...limits, storageQuotaBytes }),
    /** The filed forms of one service, newest first, as the API answers them. */
    async listFiled(cid: string, resource: string) {
      const rows = await applications.listFiled(cid, resource)
      return rows.map((row) => toApiApplication(row, []))
    },
    async findFiled(cid: string, resource: string, id: number) {
      const filed = await applications.findFiled(cid, resource, id)
      return filed && toApiApplication(filed.application, filed.attachments)
    },
  }
}
