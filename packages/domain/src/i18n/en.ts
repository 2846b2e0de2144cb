import { REQUEST_PAGES, type TRequestPath } from '../catalogue'
import { PORTAL_NAME, UTILITY_NAME } from '../constants'
import { statusDisplay } from '../status'

/** The fifteen services' names and summaries, as the domain's catalogue words them. */
const SERVICE_TEXTS = Object.fromEntries(
  REQUEST_PAGES.flatMap((page) => [
    [`service.${page.path}.title`, page.title],
    [`service.${page.path}.summary`, page.summary],
  ]),
) as Record<`service.${TRequestPath}.${'title' | 'summary'}`, string>

/**
 * The English catalogue: every customer-facing text moved to the catalogues so far, by key,
 * in ICU MessageFormat (`{year}`, plurals). The specification's messages stay in English as
 * it words them. Dzongkha (dz.ts) must have every key: the type and a test both hold it.
 */
export const EN = {
  ...SERVICE_TEXTS,
  'topBar.portal': PORTAL_NAME,
  'topBar.menu': 'Menu',
  'topBar.viewApplication': 'View Application',
  'topBar.signIn': 'Sign In',
  'topBar.messages': 'Messages',
  'topBar.unread': '{count, plural, one {# unread} other {# unread}}',
  'topBar.myAccount': 'My account',
  'language.switchTo': 'རྫོང་ཁ',
  'language.switchToName': 'Dzongkha',
  'footer.enquiry': 'Toll-free enquiry:',
  'footer.copyright': `© {year} ${UTILITY_NAME}. All rights reserved.`,
  'skip.toMain': 'Skip to main content',
  'tickets.title': 'Your applications',
  'tickets.applicationId': 'Application ID {id}',
  'tickets.none': 'No Ticket',
  'tickets.id': 'ID',
  'tickets.service': 'Service',
  'tickets.createdOn': 'Created On',
  'tickets.status': 'Status',
  'tickets.actions': 'Actions',
  'tickets.submitted':
    'Your application has been submitted. Your Application ID is {id}. You can check its status here anytime. For help, contact {phone}.',
  'tickets.resubmitted': 'Your changes have been sent. Application {id} is under process again.',
  'tickets.loadFailed': 'Your applications could not be loaded. Please try again later.',
  'status.Pending': statusDisplay('Pending'),
  'status.Returned': statusDisplay('Returned'),
  'status.Approved': statusDisplay('Approved'),
  'status.Rejected': statusDisplay('Rejected'),
  'status.Withdrawn': statusDisplay('Withdrawn'),
  'guide.title': 'Before you start',
  'guide.purpose': 'What it is for',
  'guide.whoMayApply': 'Who may apply',
  'guide.documents': 'Documents to have ready',
  'guide.noDocuments': 'None: this service needs no documents.',
  'guide.eachDocument': 'Each one: {rules}',
  'guide.ifYouHaveOne': '{document} (if you have one)',
  'guide.documentWhen': '{document}, {when}',
  'guide.fee': 'Fee',
  'guide.decision': 'When to expect a decision',
  'guide.loading': 'Loading…',
  'guide.unknownTime': 'Your ticket shows the expected decision date once you have filed.',
  'guide.withinDays':
    'Within {days, plural, one {# working day} other {# working days}} of filing (weekends and public holidays excluded); your ticket shows the date. Time the utility waits for changes you are asked to make does not count.',
  'guide.start': 'Start',
  'receipt.title': 'Your receipt',
  'receipt.applicationId': 'Application ID',
  'receipt.received': 'Received',
  'receipt.download': 'Download receipt (PDF)',
  'receipt.ofApplication': 'of application {id}',
  'expected.paused':
    'The expected decision date is paused until you send your changes: the days you take do not count.',
  'expected.by': 'Expected decision by:',
  'expected.workingDays': '(working days, weekends and public holidays excluded)',
  'history.title': 'History',
  'history.note': 'Note from the utility',
  'history.byUtility': 'the utility',
  'history.byYou': 'you',
  'history.toChange': 'To change: {fields}',
  'search.label': 'Find an application',
  'search.go': 'Go',
  'search.viewAll': 'View All',
  'messages.intro':
    'Every SMS and email the utility sent you about your applications and your account, newest first.',
  'messages.unread': '{count} unread.',
  'messages.none': 'No messages yet.',
  'messages.new': 'New',
  'messages.fromUtility': 'Message from the utility',
  'messages.sms': 'SMS',
  'messages.email': 'Email',
  'code.sendNewIn': 'Send a new code in {seconds} s',
  'register.intro':
    'Register once with your CID and mobile number to apply for services online. Already registered?',
  'form.problems': '{count, plural, one {There is a problem} other {There are # problems}}',
  'landing.title': 'Electricity services, online',
  'landing.lead':
    'Apply for a service, follow your application, and download your approval — without a trip to the office.',
  'landing.choose': 'Choose a service',
  'landing.notSure': 'Not sure which service you need? Call {phone} toll-free.',
} satisfies Record<string, string>

export type TMessageKey = keyof typeof EN
