import { useFormContext, useWatch } from 'react-hook-form'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { OLD_CLEARANCE_DOCUMENT } from '@portal/domain/service-guides'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { TextField } from '@/components/form/text-field'
import { fetchTicket } from '@/lib/tickets'
import { FileField } from './file-field'
import { YesNoField } from './yes-no-field'
import { httpStatus } from '@/lib/api-client'
import { clearanceStatusProblem } from '@portal/domain/applications/clearance-reference'
import type { TMessageKey } from '@portal/domain/i18n/en'
import { refusalNamingAnApplication } from '@portal/domain/i18n/refusals'
import { asciiDigits } from '@portal/domain/text'
import { useT } from '@/lib/i18n'

/** What is wrong with a referenced clearance, as far as the browser can tell (the server checks again). */
async function clearanceProblem(reference: string): Promise<string | undefined> {
  try {
    const ticket = await fetchTicket(reference)
    if (ticket.service !== SERVICE_TYPES.powerClearance.service) return M.clearanceInvalid(reference)
    return clearanceStatusProblem(ticket.status, reference)
  } catch (error) {
    if (httpStatus(error) === 404) return M.clearanceInvalid(reference)
    return undefined // no answer: the server decides on submit
  }
}

/** Yes → the Application ID of a clearance approved here; No → a copy of the old clearance. */
export function ClearanceReferenceField() {
  const { setError, clearErrors } = useFormContext()
  const answer = useWatch({ name: 'yes_no' })
  const { language, t } = useT()
  // In the page's language, as the server words the same refusal (decision 055). Worded here, not
  // in useT's translate: the refusals' patterns bring the lifecycle's zod rules, which every
  // page's first load would then carry; only a form's chunk has them anyway.
  const worded = (problem: string) => {
    const named = language === 'dz' ? refusalNamingAnApplication(problem) : undefined
    return named ? t(named.key as TMessageKey, { id: named.id }) : problem
  }
  const checkReference = async (typed: string) => {
    // ༡༢ typed on a Dzongkha keyboard is Application ID 12, as the server reads it.
    const reference = asciiDigits(typed.trim())
    if (!reference) return
    const problem = await clearanceProblem(reference)
    if (problem) setError('power_clearance', { message: worded(problem) })
    else clearErrors('power_clearance')
  }

  return (
    <>
      <YesNoField name="yes_no" label={KIT.hasClearance} />
      {answer === KIT.yes && (
        <TextField
          name="power_clearance"
          label={KIT.clearanceId}
          hint={KIT.clearanceIdHint}
          inputMode="numeric"
          registerOptions={{
            onBlur: (event: { target: { value: string } }) => checkReference(event.target.value),
          }}
        />
      )}
      {answer === KIT.no && <FileField name="old_power_clearance" label={OLD_CLEARANCE_DOCUMENT.label} />}
    </>
  )
}
