import type { TNumberFormat } from '../config/messages'

/** How the operator wants a customer's mobile written: SMS_NUMBER_FORMAT (config/messages.ts). */
export type { TNumberFormat }

/** The 8-digit mobile as `format` writes it. */
export const numberAs = (format: TNumberFormat, mobile: string) =>
  format === 'local' ? mobile : `${format}${mobile}`
