import { clearanceValidUntil } from '@portal/domain/applications/clearance-reference'
import { formForApplication } from '@portal/domain/applications/form-catalogue'
import { statementIn, type TStatementExtras } from '@portal/domain/applications/field-labels'
import { isOpen } from '@portal/domain/lifecycle'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { paperLanguage } from '@portal/domain/i18n/reviewed-papers'
import { serviceTitleKey } from '@portal/domain/i18n/service-names'
import type { CustomerApplicationsRepository } from '../repositories/customer-applications'
import { formTextIn, serviceNameIn, wordsIn } from '../notifications/wording'
import type { LetterContent } from './render-letter'
import type { ReceiptContent } from './render-receipt'

type Found<K extends keyof CustomerApplicationsRepository> = NonNullable<
  Awaited<ReturnType<CustomerApplicationsRepository[K]>>
>

/** What the applicant stated, in the customer's language where it is the form's own words. */
const statementOf = (
  language: TLanguage,
  resource: string,
  details: Record<string, unknown>,
  extras?: TStatementExtras,
) =>
  statementIn(
    formForApplication(resource, details),
    details,
    (english) => formTextIn(language, english),
    extras,
  )

/**
 * The customer's language if every text the paper would print in it is reviewed, else
 * English (issue 34): the paper's own words, the service's name, and the form's words.
 */
function languageOfPaper(
  application: { customer_language: TLanguage; service: string; request_type: string | null },
  resource: string,
  details: Record<string, unknown>,
  extras?: TStatementExtras,
): TLanguage {
  const formTexts: string[] = []
  statementIn(
    formForApplication(resource, details),
    details,
    (english) => (formTexts.push(english), english),
    extras,
  )
  return paperLanguage(application.customer_language, {
    serviceKey: serviceTitleKey(application.service, application.request_type),
    formTexts,
  })
}

/** A decided application's letter, in its customer's language once reviewed (DESIGN.md §7, issue 34). */
export function letterContent(
  application: Found<'findForLetter'> & { status: LetterContent['status']; decided_at: Date },
  publicUrl: string,
  clearanceValidityDays: number,
): LetterContent {
  const language = languageOfPaper(application, application.resource, application.details)
  return {
    kind: 'letter',
    language,
    id: application.id,
    service: serviceNameIn(language, application.service, application.request_type),
    status: application.status,
    filedAt: application.created_at,
    decidedAt: application.decided_at,
    remarks: application.remarks,
    officer: application.officer_name ?? wordsIn(language)('paper.theUtility'),
    division: application.division_name,
    customer: { name: application.customer_name, cid: application.customer_cid },
    statement: statementOf(language, application.resource, application.details),
    verifyUrl: `${publicUrl}/verify/${application.verify_code}`,
    validUntil: clearanceValidUntil(application, clearanceValidityDays),
  }
}

/** An application's filing receipt, in its customer's language once reviewed. */
export function receiptContent(application: Found<'findForReceipt'>, publicUrl: string): ReceiptContent {
  const { resource, details } = application
  const documents = application.attachments.map((a) => ({
    field: a.field,
    name: a.original_name,
    size: a.size,
  }))
  const language = languageOfPaper(application, resource, details, { documents })
  return {
    kind: 'receipt',
    language,
    id: application.id,
    service: serviceNameIn(language, application.service, application.request_type),
    filedAt: application.created_at,
    expectedBy: isOpen(application.status) ? (application.due_on ?? undefined) : undefined,
    division: application.division_name,
    customer: { name: application.customer_name, cid: application.customer_cid },
    // The documents where the form asked for them; the division stands in the receipt's heading.
    statement: statementOf(language, resource, details, { documents }),
    verifyUrl: `${publicUrl}/verify/${application.receipt_code}`,
  }
}
