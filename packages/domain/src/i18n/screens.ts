import type { TDzongkhaEntry } from './dzongkha'

/** Where a translator sees an entry, by the first part of its key (a form's words have none). */
const SCREENS: Record<string, string> = {
  topBar: 'Top bar, every page',
  language: 'Top bar, the language switch',
  footer: 'Footer, every page',
  skip: 'Every page, for keyboards and screen readers',
  noScript: 'Every page, at its top, in a browser that runs no scripts',
  landing: 'Landing page',
  service: "Landing page, and the service's own page (its title and summary)",
  guide: "A service's guide, before its form",
  register: 'Registration',
  code: 'Sign-in and registration, the SMS code step',
  wallet: 'Sign-in with the Bhutan NDI wallet',
  proof: 'Sign-in, the check that asks a device for a little work',
  profile: 'Profile',
  tickets: 'Applications (/ticket)',
  search: 'Applications (/ticket), the search',
  status: "An application's status, everywhere it shows",
  filed: "An application's page",
  history: "An application's page, its history",
  action: "An application's page, what to do next",
  withdraw: "An application's page, withdrawing it",
  decision: "An application's page, the decision",
  correction: "An application's page, a correction",
  changes: "An application's page, what was changed",
  letter: "An application's page, the letter",
  expected: "An application's page, the expected date",
  attachment: 'A form, its documents',
  form: 'Service forms',
  check: 'A form, the check before sending',
  confirmation: 'A form, once sent',
  receipt: 'A form, the receipt once sent',
  generic: "A form, a field's error",
  refusal: 'Any page, a refusal the server words (sign-in, an application, a limit)',
  messages: 'Message centre',
  verify: 'Checking a letter or receipt (/verify, from its QR code)',
  notFound: 'A page that does not exist',
  routeError: 'A page that failed to load',
  notice: 'SMS and emails to the customer',
  paper: 'Letters and receipts (PDF), once reviewed',
}

/** The screen an entry shows on, for the translator. */
export const screenOf = (entry: TDzongkhaEntry) =>
  entry.id === entry.english ? 'Service forms' : (SCREENS[entry.id.split('.')[0]!] ?? entry.id)
