/**
 * How the operator wants a customer's mobile written (decision 061): the 8 digits the portal
 * keeps (`local`), or in international form behind Bhutan's country code, with or without the
 * plus. The SMSC took 975 and the HTTP gateway the 8 digits before the setting; they still do
 * when it is unset.
 */
export const NUMBER_FORMATS = ['local', '975', '+975'] as const
export type TNumberFormat = (typeof NUMBER_FORMATS)[number]

/** The 8-digit mobile as `format` writes it. */
export const numberAs = (format: TNumberFormat, mobile: string) =>
  format === 'local' ? mobile : `${format}${mobile}`
