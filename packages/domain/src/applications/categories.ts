/** Category lists by form (DESIGN.md §2). */
export const CATEGORY_LISTS = {
  ruralUrban: ['Rural', 'Urban'],
  voltageClass: ['LV Rural', 'LV Urban', 'LV Other', 'MV', 'HV'],
  mediumHigh: ['MV', 'HV'],
  siteDistance: ['LV within 1km', 'MV within 3km'],
} as const
export type TCategoryList = keyof typeof CATEGORY_LISTS
