import ipaddr from 'ipaddr.js'

/**
 * The network a request came from, as the address limits count it (DESIGN.md §5): an IPv4
 * address as it is, an IPv6 address by its /64 — one subscriber's whole prefix, which a
 * script can walk through at no cost — and an IPv4 address mapped into IPv6 as the IPv4.
 * Anything unreadable stands for itself.
 */
export function addressGroup(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip
  const address = ipaddr.process(ip)
  if (address.kind() === 'ipv4') return address.toString()
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4)
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`
}
