import ipaddr from 'ipaddr.js'

/** proxy-addr's names for ranges, which TRUST_PROXY may give as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** A hop as a range of the IPv6 space, IPv4 mapped into ::ffff:0:0/96 as proxy-addr compares them. */
interface Range {
  first: bigint
  last: bigint
}

const bitsOf = (address: ipaddr.IPv4 | ipaddr.IPv6) =>
  (address.kind() === 'ipv4' ? (address as ipaddr.IPv4).toIPv4MappedAddress() : (address as ipaddr.IPv6))
    .toByteArray()
    .reduce((value, byte) => (value << 8n) | BigInt(byte), 0n)

/** The prefix length after the slash: a number, or an IPv4 netmask (255.255.0.0). */
function prefixOf(mask: string, kind: 'ipv4' | 'ipv6'): number | undefined {
  if (/^\d+$/.test(mask)) return Number(mask) <= (kind === 'ipv4' ? 32 : 128) ? Number(mask) : undefined
  if (kind !== 'ipv4' || !ipaddr.IPv4.isValidFourPartDecimal(mask)) return undefined
  return ipaddr.IPv4.parse(mask).prefixLengthFromSubnetMask() ?? undefined
}

/**
 * The range a hop names, or undefined when proxy-addr would refuse it (and crash the start),
 * a /0 among them: it takes no range of every address.
 */
function rangeOf(hop: string): Range | undefined {
  const [ip = '', mask, ...rest] = hop.split('/')
  if (rest.length > 0 || !ipaddr.isValid(ip)) return undefined
  const address = ipaddr.parse(ip)
  const prefix = mask === undefined ? (address.kind() === 'ipv4' ? 32 : 128) : prefixOf(mask, address.kind())
  if (!prefix) return undefined
  const hostBits = BigInt((address.kind() === 'ipv4' ? 32 : 128) - prefix)
  const first = (bitsOf(address) >> hostBits) << hostBits
  return { first, last: first + (1n << hostBits) - 1n }
}

const IPV4_SPACE: Range = { first: 0xffff_0000_0000n, last: 0xffff_ffff_ffffn }
const IPV6_SPACE: Range = { first: 0n, last: (1n << 128n) - 1n }

/** Whether the ranges together leave no address of `space` out. */
function cover(ranges: Range[], space: Range) {
  let next = space.first
  for (const range of [...ranges].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))) {
    if (range.first > next) break
    if (range.last >= next) next = range.last + 1n
    if (next > space.last) return true
  }
  return false
}

/**
 * TRUST_PROXY's hops, checked: a hop proxy-addr cannot read (a typo, or a /0, which it refuses)
 * is named here rather than in a stack trace at start.
 */
export function unreadableHops(hops: string[]): string[] {
  return hops.filter((hop) => !NAMED_RANGES.has(hop) && !rangeOf(hop))
}

/** Whether the hops believe every IPv4 or every IPv6 client, as `true` does. */
export function trustsEveryAddress(hops: string[]): boolean {
  const ranges = hops.flatMap((hop) => rangeOf(hop) ?? [])
  return cover(ranges, IPV4_SPACE) || cover(ranges, IPV6_SPACE)
}
