import { z } from 'zod'
import { decodeSecretsKey } from './secrets-key'

/** How customers and staff sign in, and the key that seals the secrets the portal keeps. */
export const signInSettings = {
  SIGN_IN_CODES: z
    .enum(['sms', 'off'])
    .default('sms')
    .describe(
      '`sms`: a code by SMS completes sign-in, registration and a change of mobile or email; `off`: CID and mobile alone',
    ),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(168)
    .describe('how long a sign-in lasts at most, in hours; 30 days without use end it sooner'),
  PORTAL_ADMIN_USERNAME: z
    .string()
    .min(1)
    .optional()
    .describe('the first admin, created at start when there is none'),
  PORTAL_ADMIN_PASSWORD: z
    .string()
    .min(1)
    .optional()
    .describe("the first admin's password, held to the staff password rule"),
  SECRETS_KEY: z
    .string()
    .refine(
      (key) => decodeSecretsKey(key) !== undefined,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    )
    .optional()
    .describe(
      "32 random bytes in base64 (`openssl rand -base64 32`) that seal authenticator apps' and the wallet webhook's secrets; a public development key when unset",
    ),
}
