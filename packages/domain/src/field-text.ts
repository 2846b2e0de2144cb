/** How a filed application's fields read where no form labels them (the back office), and its values as words. */

/** 'power_required' → 'Power required'. */
export const fieldLabel = (key: string) => key.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase())

/** Ticked boxes and yes/no answers as words; everything else as it is. */
export const fieldValueText = (value: unknown) =>
  value === true ? 'Yes' : value === false ? 'No' : String(value)
