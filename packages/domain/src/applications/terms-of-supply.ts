/**
 * The conditions a customer accepts with "the terms and conditions of supply", in plain words,
 * shown beside the box they tick. A summary drafted for the portal: the utility should confirm
 * it against its published conditions of supply before going live.
 */
export const TERMS_OF_SUPPLY: readonly string[] = [
  'The information and documents you give are true and complete. An application based on false information may be rejected, and a connection made on it may be disconnected.',
  'Staff of the utility may visit the premises to inspect the site, the wiring and the meter before and after the work.',
  'The wiring inside the premises is done by a licensed electrician and meets the safety rules. The utility may refuse to connect unsafe wiring.',
  'You pay the charges for the work and the electricity you use at the tariff approved by the Electricity Authority, and bills by their due date. Unpaid bills may lead to disconnection.',
  'The meter and the utility’s lines and equipment remain the utility’s property. You keep them safe and do not tamper with them or take power before the meter.',
  'The utility keeps your information to handle this application and your account, and shares it only as the law requires.',
]
