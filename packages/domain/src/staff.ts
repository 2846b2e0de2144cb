import { z } from 'zod'
import { SERVICE_TYPES } from './catalogue'
import { requestTypesOf, SERVICE_CHOICES } from './applications/service-names'
import { APPLICATION_STATUSES, DECISIONS } from './status'
import { oneLineText, paragraphText } from './text'

/** Officers decide in their divisions; admins also keep the accounts and divisions. */
export const STAFF_ROLES = ['officer', 'admin'] as const
export type TStaffRole = (typeof STAFF_ROLES)[number]

/** Applications per page of the back office's inbox. */
export const INBOX_PAGE_SIZE = 20

export const STAFF_PASSWORD_MIN_LENGTH = 12
export const STAFF_SESSION_HOURS = 12
export const STAFF_IDLE_MINUTES = 30

export const STAFF_MESSAGES = {
  wrongCredentials: 'The username or password is not right.',
  passwordShort: `At least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  passwordCommon: 'This password is too common or too easy to guess: use a longer phrase of your own.',
  currentPasswordWrong: 'The current password is not right.',
  totpRequired: 'Enter the 6-digit code from your authenticator app.',
  totpWrong: 'That code is not right: enter the code your authenticator app shows now.',
  totpShape: 'The code is the 6 digits your authenticator app shows.',
  enrolTotpFirst: 'An administrator must set up an authenticator app first (Account › Two-step sign-in).',
  noEnrolment: 'Start the set-up again: no authenticator app is waiting to be confirmed.',
  totpUsed: 'That code has been used already: enter the next code your authenticator app shows.',
  noTotp: 'No authenticator app is set up.',
  samePassword: 'Choose a new password, not the current one.',
  resetOwnPassword: 'Change your own password under your name in the top bar, with your current password.',
  changePasswordFirst:
    'Change the password you were given before anything else (your name in the top bar › Password).',
} as const

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, STAFF_MESSAGES.totpShape)

/** A staff password: long; the server also refuses common ones. */
export const staffPassword = z.string().min(STAFF_PASSWORD_MIN_LENGTH, STAFF_MESSAGES.passwordShort).max(200)

/** Staff sign-in at /staff/login; `totp` once the member has an authenticator app. */
export const ZStaffLoginSchema = z.object({
  username: oneLineText(100, 'At most 100 characters.').min(1, 'Please enter your username'),
  password: z.string().min(1, 'Please enter your password').max(200),
  totp: totpCode.optional().or(z.literal('').transform(() => undefined)),
})

const STAFF_PROOF_PASSWORD_MISSING = 'Please enter your current password'

/**
 * What a member proves before changing their own credentials: the current password and,
 * once an authenticator app is set up, its code now — what a stolen session does not have.
 */
export const ZStaffProofSchema = z.object({
  current_password: z
    .string({ error: STAFF_PROOF_PASSWORD_MISSING })
    .min(1, STAFF_PROOF_PASSWORD_MISSING)
    .max(200),
  totp: totpCode.optional().or(z.literal('').transform(() => undefined)),
})
export type TStaffProofInput = z.input<typeof ZStaffProofSchema>
export type TStaffProof = z.output<typeof ZStaffProofSchema>

/** A staff member changes their own password, proving who they are. */
export const ZStaffPasswordChangeSchema = ZStaffProofSchema.extend({ new_password: staffPassword })
export type TStaffPasswordChangeInput = z.input<typeof ZStaffPasswordChangeSchema>
export type TStaffPasswordChange = z.infer<typeof ZStaffPasswordChangeSchema>

/**
 * An admin sets another member's password, proving who they are as for their own: their
 * sessions end (issue 32: a stolen admin session must not take other accounts over).
 */
export const ZStaffPasswordResetSchema = ZStaffProofSchema.extend({ new_password: staffPassword })
export type TStaffPasswordResetInput = z.input<typeof ZStaffPasswordResetSchema>
export type TStaffPasswordReset = z.output<typeof ZStaffPasswordResetSchema>

/** The code that confirms an authenticator app. */
export const ZTotpConfirmSchema = z.object({ code: totpCode })

/** Starting an enrolment: the secret to type, or its otpauth:// link as a QR code. */
export const ZTotpEnrolmentResponseSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** A PNG, base64. */
  qr_code_image: z.string(),
})
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolmentResponseSchema>

export type TStaffLoginInput = z.input<typeof ZStaffLoginSchema>
export type TStaffLogin = z.output<typeof ZStaffLoginSchema>

export const REJECTION_NEEDS_REMARKS = 'Please give the reason for the rejection.'

/** An officer's decision: remarks are optional to approve and required to reject. */
export const ZDecisionSchema = z
  .object({
    decision: z.enum(DECISIONS, { error: 'Please select one' }),
    remarks: paragraphText(1000, 'At most 1000 characters.').optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'Rejected' && !value.remarks) {
      ctx.addIssue({ code: 'custom', path: ['remarks'], message: REJECTION_NEEDS_REMARKS })
    }
  })
export type TDecisionInput = z.input<typeof ZDecisionSchema>
export type TDecision = z.output<typeof ZDecisionSchema>

/** The divisions a member works for: each named once. */
const divisionIds = z
  .array(z.coerce.number().int().min(1).max(2_147_483_647))
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, 'Name each division only once.')

/** A new staff account, as an admin creates it, with the admin's own proof (issue 32). */
export const ZNewStaffSchema = z
  .object({
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9._-]{3,40}$/, 'Use 3 to 40 letters, digits, dots, dashes or underscores'),
    name: oneLineText(100, 'At most 100 characters.').min(1, 'Please enter the full name'),
    password: staffPassword,
    role: z.enum(STAFF_ROLES, { error: 'Please select one' }),
    divisions: divisionIds.default([]),
  })
  .extend(ZStaffProofSchema.shape)
export type TNewStaffInput = z.input<typeof ZNewStaffSchema>
export type TNewStaff = z.output<typeof ZNewStaffSchema>

/**
 * Changes to a staff account: its role, divisions, or whether it may sign in. A change of role
 * or of active state carries the admin's own proof (issue 32): a stolen session could make its
 * own admin or lock the real ones out. Divisions alone need none: they give no more than the
 * officer's role already gives, in other divisions.
 */
export const ZStaffChangeSchema = ZStaffProofSchema.partial()
  .extend({
    role: z.enum(STAFF_ROLES).optional(),
    active: z.boolean().optional(),
    divisions: divisionIds.optional(),
  })
  .superRefine((change, ctx) => {
    if ((change.role !== undefined || change.active !== undefined) && !change.current_password)
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: STAFF_PROOF_PASSWORD_MISSING })
  })
export type TStaffChangeInput = z.input<typeof ZStaffChangeSchema>

/** An electricity services division, as an admin keeps the list right. */
const divisionName = oneLineText(100, 'At most 100 characters.').min(3, 'Please enter the division’s name')

export const DIVISION_MESSAGES = {
  nameDzScript:
    'Write the Dzongkha name in Dzongkha script only (no Latin letters, digits or signs), or leave it empty.',
  nameDzTaken: (nameDz: string) => `A division named ${nameDz} in Dzongkha exists already.`,
} as const

/** At most as long as the name it stands beside. */
export const DIVISION_NAME_DZ_MAX = 100

// Tibetan letters, vowel signs, tsheg and shad (the Tibetan block), words parted by single
// spaces as the catalogue writes them; at least one letter. Nothing else reaches a page.
const TIBETAN_WORDS = /^[\u0F00-\u0FFF]+(?: [\u0F00-\u0FFF]+)*$/u
const TIBETAN_LETTER = /[\u0F40-\u0F6C]/u

/**
 * A division's name in Dzongkha, as an admin writes it (decision 059): Dzongkha script only,
 * so a page never shows Latin text or markup typed in its place. Empty (or null) clears it,
 * and the pages show the romanised name alone.
 */
export const divisionNameDz = oneLineText(DIVISION_NAME_DZ_MAX, `At most ${DIVISION_NAME_DZ_MAX} characters.`)
  .refine((text) => text === '' || (TIBETAN_WORDS.test(text) && TIBETAN_LETTER.test(text)), {
    error: DIVISION_MESSAGES.nameDzScript,
  })
  .nullable()
  .transform((text) => text || null)

export const ZDivisionSchema = z.object({
  name: divisionName,
  name_dz: divisionNameDz.optional(),
  active: z.boolean().default(true),
})

/** A change to a division: only what is sent (a rename leaves an inactive division inactive). */
export const ZDivisionChangeSchema = z
  .object({ name: divisionName, name_dz: divisionNameDz, active: z.boolean() })
  .partial()

/** A division as admins see it, active or not. */
export const ZAdminDivisionResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** In Dzongkha script; null until an admin sets it. */
  name_dz: z.string().nullable(),
  active: z.boolean(),
})
export type TAdminDivision = z.infer<typeof ZAdminDivisionResponseSchema>
export const ZAdminDivisionListResponseSchema = z.array(ZAdminDivisionResponseSchema)

/** One row of the back office's inbox, as the server sends it. */
export const ZInboxRowSchema = z.object({
  id: z.number().int(),
  /** As stored, shared by the pages of one resource ("Energy Meter"); `request_type` tells them apart. */
  service: z.string(),
  service_id: z.number().int(),
  request_type: z.string().optional(),
  service_name: z
    .string()
    .describe(
      'The service as the customer chose it: "Relocation/Shifting of energy meter", not "Energy Meter".',
    ),
  status: z.enum(APPLICATION_STATUSES),
  /** ISO 8601. */
  created: z.string(),
  decided: z.string().optional(),
  name: z.string(),
  cid: z.string(),
  /** The division's name; its id is `division_id`. */
  division: z.string(),
  division_id: z.number().int(),
  age_days: z.number().int(),
  /** The officer working it, by name. */
  assignee: z.string().optional(),
  /** While not decided: the day a decision is expected, and working days left (negative: overdue). */
  due_on: z.string().optional(),
  days_left: z.number().int().optional(),
})
export type TInboxRow = z.infer<typeof ZInboxRowSchema>

const SERVICES = Object.values(SERVICE_TYPES).map((t) => t.service) as [string, ...string[]]
const REQUEST_TYPES = SERVICE_CHOICES.flatMap((choice) =>
  choice.requestType ? [choice.requestType] : [],
) as [string, ...string[]]
// A real calendar day (no 2026-02-30), as the page's address keeps it.
const isoDate = z.iso.date({ error: 'Use the form yyyy-mm-dd, with a day that exists.' })

const inboxFilters = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  service: z
    .enum(SERVICES)
    .optional()
    .describe('The stored service, with all of its pages: "Energy Meter" is the four meter services.'),
  request_type: z
    .enum(REQUEST_TYPES)
    .optional()
    .describe(
      'One page of a service several pages share, as the customer chose it: "Relocation" is "Relocation/Shifting of energy meter". With `service` or alone; it must be one of that service\'s.',
    ),
  division: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: oneLineText(100, 'At most 100 characters.').optional(),
  /** 'me': the member's own; 'none': nobody has taken them. */
  assigned: z.enum(['me', 'none']).optional(),
  /** 'due': the nearest deadline first. */
  sort: z.enum(['due']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

/** A request type names one page of its own service only. */
const requestTypeOfService = (filters: { service?: string; request_type?: string }, ctx: z.RefinementCtx) => {
  if (
    filters.service &&
    filters.request_type &&
    !requestTypesOf(filters.service).includes(filters.request_type)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['request_type'],
      message: `${filters.service} has no request type ${filters.request_type}.`,
    })
}

/** The inbox's filters, as its address takes them. */
export const ZInboxQuerySchema = inboxFilters.superRefine(requestTypeOfService)
/** The same filters for the CSV export, which has no pages. */
export const ZInboxExportQuerySchema = inboxFilters.omit({ page: true }).superRefine(requestTypeOfService)

/** A page of the inbox: `INBOX_PAGE_SIZE` rows at most, and how many match in all. */
export const ZInboxResponseSchema = z.object({ count: z.number().int(), results: z.array(ZInboxRowSchema) })
export type TInboxResponse = z.infer<typeof ZInboxResponseSchema>

/** A staff account as admins see it. */
export const ZStaffAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  /** The divisions an officer works; an admin works all. */
  divisions: z.array(z.number().int()),
})
export type TStaffAccount = z.infer<typeof ZStaffAccountSchema>
export const ZStaffAccountListResponseSchema = z.array(ZStaffAccountSchema)

/** The signed-in staff member (GET /staff/me/): an active account, and where its sign-in stands. */
export const ZStaffSessionResponseSchema = ZStaffAccountSchema.omit({ active: true }).extend({
  /** Whether an authenticator app's code is asked at sign-in. */
  totp_enabled: z.boolean(),
  /** Production: an admin must set up an authenticator app before anything else. */
  totp_enrolment_required: z.boolean(),
  /** A password someone else chose (the environment, the command line): changed before anything else. */
  password_change_required: z.boolean(),
})
export type TStaffSession = z.infer<typeof ZStaffSessionResponseSchema>

/** What changed a member's credentials, as the member is told of it (issue 32). */
export const STAFF_ACCOUNT_CHANGES = [
  'password_changed',
  'password_reset',
  'totp_set_up',
  'totp_turned_off',
  // An admin's changes to the account itself, with who made them.
  'account_created',
  'made_admin',
  'made_officer',
  'deactivated',
  'reactivated',
] as const
export type TStaffAccountChangeKind = (typeof STAFF_ACCOUNT_CHANGES)[number]

/** The latest changes to the signed-in member's credentials, newest first. */
export const ZStaffAccountChangesResponseSchema = z.array(
  z.object({
    kind: z.enum(STAFF_ACCOUNT_CHANGES),
    /** ISO 8601. */
    at: z.string(),
    /** The admin who made it; null when the member made it themselves. */
    by: z.string().nullable(),
  }),
)
export type TStaffAccountChanges = z.infer<typeof ZStaffAccountChangesResponseSchema>

/** Sign-in answers the same, with its token. */
export const ZStaffSignInResponseSchema = ZStaffSessionResponseSchema.omit({
  id: true,
  username: true,
}).extend({
  token: z.string(),
})
