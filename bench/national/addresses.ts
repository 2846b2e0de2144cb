// Where the morning's people connect from, all on loopback (127.0.0.0/8 is the machine's own):
// nine customers in ten from a few hundred home and office lines, one in ten behind four
// carrier addresses (a mobile operator's NAT, as launch day put them); officers from their
// team's office. Caddy passes each as the client's own address (TRUST_PROXY).
import { CARRIER_ADDRESSES } from '../launch/run'

export const HOME_LINES = 300
/** 127.0.1.1 …: apart from launch day's 127.0.0.2–7 and the release bench's 127.0.0.40–59. */
const homeLine = (line: number) => `127.0.${1 + Math.floor(line / 250)}.${1 + (line % 250)}`

export const addressOf = (customer: number) =>
  customer % 10 === 0
    ? CARRIER_ADDRESSES[(customer / 10) % CARRIER_ADDRESSES.length]!
    : homeLine(customer % HOME_LINES)

export const officeOf = (team: number) => `127.0.9.${1 + team}`

/** The bench's own lookups before the morning. */
export const BENCH_ADDRESS = '127.0.9.100'

export const addressesUsed = (customers: number) =>
  new Set(Array.from({ length: customers }, (_, i) => addressOf(i))).size
