import { z } from 'zod'

/** A path's `{id}`: a positive whole number that a database id can be. */
export const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })

/** A path's `{id}` of a staff account or a division, whose ids are 32-bit serials. */
export const serialIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })

/**
 * A path's Application ID, `/tickets/{id}/…`: text, so that one which is not a number is the
 * specification's 404 ("Sorry, Application ID {id} doesn't exist."), as one not the customer's.
 */
export const applicationIdParams = z.object({ id: z.string().max(20) })
