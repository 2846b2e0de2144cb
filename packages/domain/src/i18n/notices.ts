import { statusDisplay } from '../status'

/**
 * What the portal sends a customer (SMS and email), in ICU MessageFormat, by key: the server
 * writes each in the customer's language (DESIGN.md §7). Dzongkha is dz-notices.ts. Kept apart
 * from en.ts, which every page carries: no page needs these.
 */
export const EN_NOTICES = {
  'notice.sms.approved': 'BPC: Your {service} application {id} has been approved.{remarks} Details: {link}',
  'notice.sms.rejected': 'BPC: Your {service} application {id} has been rejected.{remarks} Details: {link}',
  'notice.sms.returned':
    'BPC: Action needed on your {service} application {id}: {message} Please make the changes at {link}',
  'notice.remarks': ' Remarks: {remarks}',
  'notice.subject': 'Application {id}: {status}',
  'notice.status.Approved': statusDisplay('Approved'),
  'notice.status.Rejected': statusDisplay('Rejected'),
  'notice.status.Returned': statusDisplay('Returned'),
  'notice.email.dear': 'Dear {name},',
  'notice.email.help': 'For help, call {phone} toll-free.',
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
  'notice.sms.mobileChanged':
    'BPC: The mobile number of your customer portal account was changed to {mobile}. If you did not do this, call {phone}.',
  'notice.subject.mobileChanged': 'Your mobile number was changed',
} satisfies Record<string, string>

export type TNoticeKey = keyof typeof EN_NOTICES
