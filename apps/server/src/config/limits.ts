import { z } from 'zod'

// What one customer or network may ask of the costly work (DESIGN.md §5): more than a person
// filing and downloading by hand ever needs, far less than a script would take.
export const limitSettings = {
  FILINGS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe(
      'applications one customer may file (or send again) in an hour, each with up to 10 documents (429 beyond)',
    ),
  FILING_ATTEMPTS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(200)
    .describe(
      'refused filings one customer may send in an hour, a form corrected and sent again (429 beyond)',
    ),
  STORAGE_QUOTA_MB: z.coerce
    .number()
    .positive()
    .default(25)
    .describe(
      'documents one customer may keep from the applications of the last STORAGE_QUOTA_DAYS, in MB (413 beyond)',
    ),
  STORAGE_QUOTA_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe("how far back the storage quota counts a customer's documents, in days"),
  SMS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(2_000)
    .describe(
      'code SMS the portal sends in an hour, all instances together (503 beyond; the wallet still signs in)',
    ),
  ADDRESS_FAILURES_BEFORE_PROOF: z.coerce
    .number()
    .int()
    .min(1)
    .default(200)
    .describe(
      'failures one network (IPv4 address, IPv6 /64) may have in 15 minutes before its sign-ins need a proof of work: never a refusal',
    ),
  PROOF_OF_WORK_COST: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(250)
    .describe(
      "the proof of work's PBKDF2 iterations per try, about a second on a phone; up to 8 times the tries under SMS pressure (decision 074)",
    ),
}

/**
 * The SMS ceiling's arithmetic (services/sign-in/sms-ceiling.ts, decision 074): SMS_PER_HOUR
 * is split in shares; one network may hold a tenth of a share, and never fewer than ten codes.
 */
export const SMS_CEILING = { shares: 2, networksToSpendAShare: 10, leastNetworkPart: 10 } as const

/**
 * The least SMS_PER_HOUR production takes: a share of ten networks' least part. Below it the
 * least part, not a tenth, bounds a network, and a few networks can spend a share.
 */
export const SMS_PER_HOUR_LEAST =
  SMS_CEILING.shares * SMS_CEILING.networksToSpendAShare * SMS_CEILING.leastNetworkPart
