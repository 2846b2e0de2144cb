import { z } from 'zod'

/**
 * The reference lists as the server sends them (DESIGN.md §2): the routes declare these, the
 * forms read them as their types.
 */
export const ZDivisionListResponseSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    /** In Dzongkha script, as an admin sets it, or null: the page then shows `name` alone. */
    name_dz: z.string().nullable(),
    /** Where the division works (reference data: electricity-services-divisions.json). */
    dzongkhags_served: z.array(z.string()),
  }),
)
export type TDivision = z.infer<typeof ZDivisionListResponseSchema>[number]

/**
 * The notes the reference data adds to a dzongkhag a division serves in part, "Chhukha (except
 * Phuentsholing area)": each is a form's text, translated in the catalogue (dz-form-texts.ts).
 */
export const COVERAGE_NOTES = ['except Phuentsholing area', 'Phuentsholing thromde and dungkhag'] as const

/** A division's `dzongkhags_served` entry as the dzongkhag's romanised name and its note, if any. */
export function coverageEntry(entry: string): { dzongkhag: string; note?: string } {
  const parts = /^(.*\S)\s*\(([^()]+)\)$/.exec(entry)
  return parts ? { dzongkhag: parts[1]!, note: parts[2]! } : { dzongkhag: entry }
}

export const ZDzongkhagListResponseSchema = z.array(
  z.object({
    id: z.number().int(),
    /** Romanised: what an address stores and the utility receives. */
    name: z.string(),
    /** In Dzongkha script (reference data: dzongkhags-gewogs.json), or null where none is sourced. */
    name_dz: z.string().nullable(),
    name_alternatives: z.array(z.string()),
  }),
)
export type TDzongkhag = z.infer<typeof ZDzongkhagListResponseSchema>[number]

/**
 * The division a form preselects for a customer living in `dzongkhag`: the only one serving it,
 * in whole or in part, or none where two share it (Chhukha) or none is known to.
 */
export function soleDivisionServing(
  divisions: readonly TDivision[],
  dzongkhag: Pick<TDzongkhag, 'name' | 'name_alternatives'>,
): number | undefined {
  const names = [dzongkhag.name, ...dzongkhag.name_alternatives]
  const serving = divisions.filter((division) =>
    division.dzongkhags_served.some((entry) => names.includes(coverageEntry(entry).dzongkhag)),
  )
  return serving.length === 1 ? serving[0]!.id : undefined
}

export const ZGewogListResponseSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    dzongkhag: z.number().int(),
    name_alternatives: z.array(z.string()),
  }),
)
export type TGewog = z.infer<typeof ZGewogListResponseSchema>[number]
