/** Category lists by form (DESIGN.md §2). */
export const CATEGORY_LISTS = {
  ruralUrban: ['Rural', 'Urban'],
  voltageClass: ['LV Rural', 'LV Urban', 'LV Other', 'MV', 'HV'],
  mediumHigh: ['MV', 'HV'],
  siteDistance: ['LV within 1km', 'MV within 3km'],
} as const
export type TCategoryList = keyof typeof CATEGORY_LISTS

/**
 * One line under each list, in plain words: what its choices mean. Drafted from the utility's
 * public tariff and supply terms; the utility should confirm the wording.
 */
export const CATEGORY_HINTS: Record<TCategoryList, string> = {
  ruralUrban: 'Urban if the premises are inside a thromde or town area; Rural if they are outside one.',
  voltageClass:
    'LV (low voltage, 230/415 V) is for homes, shops and small businesses: Rural or Urban by where the premises are, Other for institutions and the rest. MV (6.6 to 33 kV) and HV (66 kV and above) are for large loads with a transformer of their own.',
  mediumHigh: 'MV is a supply at 6.6 to 33 kV; HV at 66 kV and above. Choose the voltage the load needs.',
  siteDistance:
    'LV within 1km: the site is within 1 km of a low-voltage line. MV within 3km: within 3 km of a medium-voltage line.',
}
