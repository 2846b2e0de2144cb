import ipaddr from 'ipaddr.js'

/** `203.0.113.7:51234` or `[2001:db8::1]:443`, as some load balancers write X-Forwarded-For. */
const WITH_PORT = /^(?:\[([^\]]+)\](?::\d{1,5})?|([\d.]+):\d{1,5})$/

/**
 * The address a request came from: the client's, as a trusted proxy forwarded it, without the
 * port some proxies add. Anything else unreadable is the connection's own (the proxy's): read
 * as itself, a script varying it would be a new network each time (issue 45).
 */
export function clientAddressOf(request: { ip: string; socket?: { remoteAddress?: string } }): string {
  if (ipaddr.isValid(request.ip)) return request.ip
  const [, bracketed, ipv4] = WITH_PORT.exec(request.ip) ?? []
  const carried = bracketed ?? ipv4
  if (carried && ipaddr.isValid(carried)) return carried
  // A request with no connection at all (an injected WebSocket's, in tests) is counted as one.
  return request.socket?.remoteAddress ?? ''
}

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
