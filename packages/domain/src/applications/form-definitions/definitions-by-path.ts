import {
  additionalMeterForm,
  meterRelocationForm,
  meterReplacementForm,
  meterUpgradeForm,
} from './energy-meter'
import { accountClosureForm, informationChangeForm, interimBillingForm } from './billing'
import { disconnectionForm, reconnectionForm } from './connection'
import { constructionClearanceForm } from './construction-clearance'
import type { FormDefinition } from './form-definition'
import { permanentPowerSupplyForm } from './permanent-power-supply'
import { powerClearanceForm } from './power-clearance'
import { sanctionPowerForm } from './sanction-power'
import { shiftingInfrastructureForm } from './shifting-infrastructure'
import { temporaryPowerSupplyForm } from './temporary-power-supply'

/** Each page's form, by its route. */
export const FORM_DEFINITIONS: Record<string, FormDefinition> = {
  '/power-clearance': powerClearanceForm,
  '/construction-clearance': constructionClearanceForm,
  '/sanction-power': sanctionPowerForm,
  '/shifting-electricity-infra': shiftingInfrastructureForm,
  '/release-temporary-power-supply': temporaryPowerSupplyForm,
  '/release-permanent-power-supply': permanentPowerSupplyForm,
  '/energy-meter-upgradation': meterUpgradeForm,
  '/energy-meter-relocation': meterRelocationForm,
  '/additional-energy-meter-installation': additionalMeterForm,
  '/testing-replacement-meter': meterReplacementForm,
  '/interim-billing': interimBillingForm,
  '/change-customer-information': informationChangeForm,
  '/account-closure-security-refund': accountClosureForm,
  '/temporary-disconnection-of-supply': disconnectionForm,
  '/reconnection-power-supply': reconnectionForm,
}
