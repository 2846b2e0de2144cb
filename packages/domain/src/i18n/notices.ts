import { UTILITY_NAME } from '../constants'
import { statusDisplay } from '../status'

/**
 * What the portal sends a customer (SMS, email, the utility's words on letters and receipts),
 * in ICU MessageFormat, by key: the server writes each in the customer's language (DESIGN.md
 * §7). Dzongkha is dz-notices.ts. Kept apart from en.ts, which every page carries: no page
 * needs these.
 */
export const EN_NOTICES = {
  'notice.sms.approved': 'BPC: Your {service} application {id} has been approved.{remarks}\nDetails: {link}',
  'notice.sms.rejected': 'BPC: Your {service} application {id} has been rejected.{remarks}\nDetails: {link}',
  'notice.sms.returned':
    'BPC: Action needed on your {service} application {id}:\n{message}\nPlease make the changes at {link}',
  // The officer's words on a line of their own: typed without a full stop, they would run on.
  'notice.remarks': '\nRemarks: {remarks}',
  'notice.subject': 'Application {id}: {status}',
  'notice.status.Approved': statusDisplay('Approved'),
  'notice.status.Rejected': statusDisplay('Rejected'),
  'notice.status.Returned': statusDisplay('Returned'),
  'notice.email.dear': 'Dear {name},',
  'notice.email.help': 'For help, call {phone} toll-free.',
  'notice.email.signature': UTILITY_NAME,
  'notice.email.approved': 'Your {service} application (Application ID {id}) has been approved.{remarks}',
  'notice.email.rejected': 'Your {service} application (Application ID {id}) has been rejected.{remarks}',
  'notice.email.letterAt': 'You can download your approval letter at {link}.',
  'notice.email.detailsAt': 'You can see the details at {link}.',
  'notice.email.returned':
    'Your {service} application (Application ID {id}) needs changes before it can be decided.',
  'notice.email.toChange': 'To change: {fields}.',
  'notice.email.changeAt':
    'Please make the changes and send it again at {link}. Until then it is kept as it is.',
  'notice.sms.code.sign-in':
    'BPC: {code} is your code to sign in to the customer portal. It expires in {minutes} minutes. Never share it: BPC staff will never ask for it.',
  'notice.sms.code.registration':
    'BPC: {code} is your code to register with the customer portal. It expires in {minutes} minutes. Never share it: BPC staff will never ask for it.',
  'notice.sms.code.mobile-change':
    'BPC: {code} is your code to change your mobile number on the customer portal. It expires in {minutes} minutes. Never share it: BPC staff will never ask for it.',
  'notice.sms.code.mobile-change-current':
    'BPC: {code} is your code to move your customer portal account to another mobile number. It expires in {minutes} minutes. Never share it: BPC staff will never ask for it. If you did not ask for it, call {phone}.',
  'notice.sms.code.email-change':
    'BPC: {code} is your code to change the email of your customer portal account. It expires in {minutes} minutes. Never share it: BPC staff will never ask for it. If you did not ask for it, call {phone}.',
  'notice.sms.mobileChanged':
    'BPC: The mobile number of your customer portal account was changed to {mobile}. If you did not do this, call {phone}.',
  'notice.subject.mobileChanged': 'Your mobile number was changed',
  'notice.sms.emailChanged':
    'BPC: The email of your customer portal account was changed. If you did not do this, call {phone}.',
  'notice.subject.emailChanged': 'Your email was changed',
  'paper.utility': UTILITY_NAME,
  'paper.letterhead': '{division} · Toll-free {phone}',
  'paper.letter.Approved': 'Approval letter',
  'paper.letter.Rejected': 'Rejection letter',
  'paper.date': 'Date: {date}',
  'paper.to': 'To: {name} (CID {cid})',
  'paper.decision.Approved': 'Application ID {id} — {service}: APPROVED',
  'paper.decision.Rejected': 'Application ID {id} — {service}: REJECTED',
  'paper.body.Approved': 'Your application for {service} has been approved.',
  'paper.body.Rejected':
    'We regret that your application for {service} has been rejected, for the reasons below.',
  'paper.validUntil': 'This power clearance is valid until {date}.',
  'paper.remarks': 'Remarks of the utility: ',
  'paper.decidedBy': 'Decided by {officer}, {division}.',
  'paper.theUtility': 'the utility',
  'paper.statement': "The applicant's statement",
  'paper.statementNote': "As filed by the applicant on {date}: the applicant's words, not the utility's.",
  'paper.field': 'Field',
  'paper.asStated': 'As stated',
  'paper.scan.letter': 'Scan to check that this letter is genuine, or open:',
  'paper.scan.receipt': 'Scan to check that this receipt is genuine, or open:',
  'paper.receipt': 'Receipt {id}',
  'paper.receipt.title': 'Receipt of an application',
  'paper.receipt.id': 'Application ID',
  'paper.receipt.service': 'Service',
  'paper.receipt.received': 'Received',
  'paper.receipt.receivedAt': '{date}, {time} (Bhutan time)',
  'paper.receipt.expected': 'Expected decision by',
  'paper.receipt.filedBy': 'Filed by',
  'paper.receipt.person': '{name} (CID {cid})',
  'paper.receipt.countsWorkingDays':
    'The expected date counts working days (weekends and public holidays excluded); days spent waiting for changes the utility asks of you do not count. Follow the application on the portal, or call the toll-free number above.',
} satisfies Record<string, string>

export type TNoticeKey = keyof typeof EN_NOTICES
