import { z } from 'zod'
import { FIELD_KIT_TEXTS } from './i18n/kit-texts'
import { APPLICATION_MESSAGES as M } from './messages'
import { asciiDigits } from './text'

const buildTicketSearchSchema = () =>
  z.object({
    ticket: z
      .string()
      .trim()
      // ༡༠ typed on a Dzongkha keyboard is Application ID 10.
      .overwrite(asciiDigits)
      .min(1, M.required)
      .regex(/^\d{1,15}$/, FIELD_KIT_TEXTS.applicationIdInDigits),
  })

let ticketSearch: ReturnType<typeof buildTicketSearchSchema> | undefined

/**
 * The ticket page's search box: an Application ID is required (spec §5). Built on first use,
 * not as the page's script loads: the page shows the applications before anyone searches.
 */
export const ticketSearchSchema = () => (ticketSearch ??= buildTicketSearchSchema())
export type TTicketSearch = z.infer<ReturnType<typeof buildTicketSearchSchema>>
