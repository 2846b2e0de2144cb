import { z } from 'zod'

/** The digital wallet customers sign in with: the simulator, or the Bhutan NDI verifier. */
export const walletSettings = {
  WALLET_PROVIDER: z
    .enum(['simulator', 'bhutan-ndi'])
    .default('simulator')
    .describe('`simulator` (anyone can share any CID), or `bhutan-ndi` with the NDI_ settings'),
  WALLET_WEBHOOK_SECRET: z
    .string()
    .min(16)
    .optional()
    .describe('what the wallet provider presents on the webhook; made and kept in the database when unset'),
  // The Bhutan NDI verifier (WALLET_PROVIDER=bhutan-ndi): hosts differ between staging and production.
  NDI_AUTH_URL: z
    .string()
    .url()
    .optional()
    .describe("Bhutan NDI's authentication host; required with bhutan-ndi"),
  NDI_VERIFIER_URL: z
    .string()
    .url()
    .optional()
    .describe("Bhutan NDI's verifier host; required with bhutan-ndi"),
  NDI_CLIENT_ID: z
    .string()
    .min(1)
    .optional()
    .describe("the portal's client id as a verifier; required with bhutan-ndi"),
  NDI_CLIENT_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe("the client id's secret; required with bhutan-ndi"),
  NDI_FOUNDATIONAL_ID_SCHEMA: z
    .string()
    .min(1)
    .optional()
    .describe("the foundational ID credential's schema; required with bhutan-ndi"),
  NDI_MOBILE_SCHEMA: z
    .string()
    .min(1)
    .optional()
    .describe("the mobile number credential's schema; required with bhutan-ndi"),
  NDI_ISSUER_DIDS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((did) => did.trim())
        .filter(Boolean),
    )
    .describe(
      'the issuer DIDs (commas between) whose credentials the wallet webhook believes; required in production with bhutan-ndi',
    ),
  NDI_WEBHOOK_ID: z
    .string()
    .min(1)
    .default('bpc-customer-portal')
    .describe('the name the portal registers its webhook under'),
  NDI_WEBHOOK_URL: z
    .string()
    .url()
    .optional()
    .describe("where the provider posts results; PUBLIC_URL's /api/ndi/webhook/ when unset"),
  NDI_PROOF_NAME: z
    .string()
    .min(1)
    .default('Verify Foundational ID')
    .describe('the name of the proof request the wallet shows'),
  NDI_ATTRIBUTES: z
    .string()
    .optional()
    .transform((text, context) => {
      if (!text) return {}
      try {
        return z.record(z.string(), z.string().min(1)).parse(JSON.parse(text))
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON object of attribute names' })
        return z.NEVER
      }
    })
    .describe(
      'JSON: wallet field → the provider\'s attribute name (`{"village":"Village"}`), merged over "ID Number", "Full Name" and "Mobile Number"',
    ),
}

export const NDI_REQUIRED = [
  'NDI_AUTH_URL',
  'NDI_VERIFIER_URL',
  'NDI_CLIENT_ID',
  'NDI_CLIENT_SECRET',
  'NDI_FOUNDATIONAL_ID_SCHEMA',
  'NDI_MOBILE_SCHEMA',
] as const
