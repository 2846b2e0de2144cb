/** How a filed application's fields read where no form labels them: the letter, the back office. */

/** 'power_required' → 'Power required'. */
export const fieldLabel = (key: string) => key.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase())

/** Ticked boxes and yes/no answers as words; everything else as it is. */
export const fieldValueText = (value: unknown) =>
  value === true ? 'Yes' : value === false ? 'No' : String(value)

// Fields every application has, or that say nothing on paper.
const NOT_A_STATEMENT = new Set(['division', 'terms', 'terms2', 'yes_no', 'request_type', 'connection_type'])

const UNITS: Record<string, string> = {
  power_required: ' kW',
  energy_meter_capacity: ' kW',
  required_validity: ' days',
}

/**
 * What the applicant stated, as label and text, in the order filed: the letter's and the
 * receipt's "applicant's statement", and the confirmation's "what you sent".
 */
export const statementRows = (details: Record<string, unknown>): [string, string][] =>
  Object.entries(details)
    .filter(
      ([key, value]) => !NOT_A_STATEMENT.has(key) && value !== '' && value !== undefined && value !== null,
    )
    .map(([key, value]) => [fieldLabel(key), fieldValueText(value) + (UNITS[key] ?? '')])
