import { z } from 'zod'

/** A path's `{id}`: a positive whole number that a database id can be. */
export const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
