// Who takes part, derived from numbers so that every CID and mobile is unique by construction
// and valid by the domain's rules (packages/domain/src/person-fields.ts): a CID is 11 digits
// without a leading zero, a mobile 8 digits from 10000000 to 79999999.
import { randomInt } from 'node:crypto'

export interface Person {
  cid: string
  mobile: string
}

/** Where a registration says the person lives: ids read from the portal's own lookups. */
export interface Places {
  dzongkhag: number
  gewog: number
  division: number
}

/** Honest customers use 17xxxxxx; the victim, the burst's target and the attacker 77xxxxxx. */
export const MAX_CUSTOMERS = 1_000_000

export const customer = (index: number): Person => ({
  cid: String(10_000_000_000 + index),
  mobile: String(17_000_000 + index),
})

export const VICTIM: Person = { cid: '30000000001', mobile: '77000001' }
export const BURST_TARGET: Person = { cid: '30000000002', mobile: '77000002' }
/** The one-SIM attacker of issue 45: an account of their own, on a phone they read. */
export const ONE_SIM: Person = { cid: '30000000003', mobile: '77000003' }

/** A CID nobody holds: the attacker's range (4… to 9…) is apart from every real person's. */
export const madeUpCid = () => String(randomInt(40_000_000_000, 99_999_999_999))
/** A stranger's number, apart from the victim's, the target's and the one SIM's (77000001–3). */
export const madeUpMobile = () => String(randomInt(77_900_000, 77_999_999))
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

export const registration = (person: Person, places: Places, name: string) => ({
  cid: person.cid,
  mobile: person.mobile,
  name,
  email: '',
  fixed_line: '',
  language: 'en',
  current_address: { address: 'Norzin Lam, Thimphu', dzongkhag: places.dzongkhag },
  permanent_address: { village: 'Changzamtog', gewog: places.gewog, dzongkhag: places.dzongkhag },
})
