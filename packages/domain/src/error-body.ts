import { z } from 'zod'

/**
 * What every refusal carries (DESIGN.md §2): the sentence to show, and the messages that
 * belong beside fields, by field name.
 */
export const ZErrorResponseSchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /**
   * A refusal the page acts on, named for it whatever the language `detail` is worded in:
   * `code_ended` (SIGN_IN_CODE_REFUSALS), a code step's challenge that has ended.
   */
  code: z.string().optional(),
})
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>

/** The wallet routes' contract names the sentence `error`; `detail` carries it too. */
export const ZWalletErrorResponseSchema = ZErrorResponseSchema.extend({ error: z.string() })

/**
 * 428: the request must carry a proof of work (its network is past its failures, or the hour's
 * SMS are under pressure) and did not; the page solves `challenge` (ALTCHA, bound to this route
 * and network, valid two minutes) and sends the same request again with the solution.
 */
export const ZProofOfWorkRequiredSchema = ZErrorResponseSchema.extend({
  proof_of_work: z.literal('required'),
  challenge: z.looseObject({
    parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
    signature: z.string().optional(),
  }),
})
