import { createHash } from 'node:crypto'
import { clearanceValidUntil } from '@portal/domain/applications/clearance-reference'
import { serviceNameOf } from '@portal/domain/applications/service-names'
import { bhutanCalendarDate } from '@portal/domain/dates'
import { isDecided } from '@portal/domain/status'
import type { TVerifiedPaper } from '@portal/domain/tickets'
import { HttpError, notFound, ownApplicationOr404 } from '../../errors'
import type { LetterRenderer } from '../../letters/letter-renderer'
import { letterContent, receiptContent } from '../../letters/paper-content'
import { customerApplicationsRepository } from '../../repositories/customer-applications'
import type { StaffMember } from '../../repositories/staff-accounts'
import { visibleApplication } from '../../repositories/staff-scope'
import type { ServiceDeps } from '../deps'
import { maskedName } from '@portal/domain/masked-name'

/**
 * Papers (DESIGN.md §2): a decided application's letter, the receipt of filing, and the public
 * check of either by its code. Its settings: PUBLIC_URL (the QR codes' address),
 * CLEARANCE_VALIDITY_DAYS and LETTERS_PER_10_MINUTES.
 */
export function papersArea({
  db,
  config,
  letters,
}: ServiceDeps<'LETTERS_PER_10_MINUTES' | 'publicUrl' | 'CLEARANCE_VALIDITY_DAYS'> & {
  letters: LetterRenderer
}) {
  const applications = customerApplicationsRepository(db)
  const papers = {
    /** Letters and receipts one customer may download, each: LETTERS_PER_10_MINUTES in 10 minutes. */
    downloads: { max: config.LETTERS_PER_10_MINUTES, timeWindowMs: 10 * 60_000 },

    /** The decision letter as a PDF; 409 before the decision or once withdrawn. */
    async letter(cid: string, id: string) {
      const application = await ownApplicationOr404(id, (n) => applications.findForLetter(cid, n))
      if (application.status === 'Withdrawn')
        throw new HttpError(409, `Application ID ${id} was withdrawn: it has no letter.`)
      if (!isDecided(application.status) || !application.verify_code || !application.decided_at) {
        throw new HttpError(
          409,
          `Application ID ${id} is still under process: its letter comes with the decision.`,
        )
      }
      const letter = letterContent(
        { ...application, status: application.status, decided_at: application.decided_at },
        config.publicUrl,
        config.CLEARANCE_VALIDITY_DAYS,
      )
      // Keyed by the language it is printed in: a translator's review changes it.
      const pdf = await letters.render(
        `${application.verify_code}:${application.status}:${letter.language}`,
        letter,
      )
      return { pdf, fileName: `${application.service}-${application.id}.pdf` }
    },

    /** The receipt of filing as a PDF. */
    async receipt(cid: string, id: string) {
      const application = await ownApplicationOr404(id, (n) => applications.findForReceipt(cid, n))
      const receipt = receiptContent(application, config.publicUrl)
      // Keyed by what it says: a corrected application, or a new expected date, is a new receipt.
      const key = `receipt:${createHash('sha256').update(JSON.stringify(receipt)).digest('base64url')}`
      return { pdf: await letters.render(key, receipt), fileName: `Receipt-${application.id}.pdf` }
    },

    /**
     * What a letter or a receipt with this code says (decision 047): whoever learns a code
     * learns nothing more. Undefined: no such paper.
     */
    async find(code: string): Promise<TVerifiedPaper | undefined> {
      const paper = await applications.findByVerifyCode(code)
      if (!paper) return undefined
      const named = {
        id: paper.id,
        service: paper.service,
        request_type: paper.request_type ?? undefined,
        service_name: serviceNameOf(paper.service, paper.request_type),
        name: maskedName(paper.name),
      }
      if (paper.receipt_code === code)
        return { document: 'receipt', ...named, filed_on: bhutanCalendarDate(paper.created_at) }
      // A letter's code is given with its decision, which is never changed.
      if (!isDecided(paper.status) || !paper.decided_at) return undefined
      return {
        document: 'letter',
        ...named,
        decision: paper.status,
        decided_on: bhutanCalendarDate(paper.decided_at),
        valid_until: clearanceValidUntil(paper, config.CLEARANCE_VALIDITY_DAYS)?.toISOString(),
      }
    },

    /** The check of a letter or a receipt by its code, as `find`; 404 when no paper has it. */
    async verify(code: string) {
      const paper = await papers.find(code)
      if (!paper) throw notFound()
      return paper
    },

    /**
     * The letter the customer holds, the same PDF, for a member who may work the application
     * (another division's reads as none, 404): what the customer quotes on the phone.
     */
    async staffLetter(staff: StaffMember, id: number) {
      const application = await visibleApplication(db, staff, id)
      if (!application) throw notFound()
      return papers.letter(application.customer_cid, String(id))
    },
  }
  return papers
}
