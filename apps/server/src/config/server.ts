import { z } from 'zod'
import { unreadableHops } from '../trust-proxy'

/** Where the portal listens, where customers reach it, and which mode it runs in. */
export const serverSettings = {
  PORTAL_ENV: z
    .enum(['development', 'production'])
    .default('development')
    .describe('`production` turns on the refusals of DESIGN.md §5; NODE_ENV never switches it'),
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_535)
    .default(8080)
    .describe('where the portal listens: the page and the API on one port'),
  HOST: z
    .string()
    .default('127.0.0.1')
    .describe(
      '`0.0.0.0` to serve a network, which development mode refuses (it shows every sign-in code) unless ALLOW_DEVELOPMENT_ON_NETWORK=true',
    ),
  // Development mode serves every sign-in code (/api/dev/sms/) and a wallet that signs in as
  // anyone: it listens on loopback only unless this says, on purpose, to show it to a network.
  ALLOW_DEVELOPMENT_ON_NETWORK: z
    .stringbool()
    .default(false)
    .describe(
      '`true` lets development mode listen beyond loopback, on purpose (a test lab); its start banner then says it is reachable',
    ),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .describe(
      "where customers reach the portal (`http://localhost:PORT` when unset): letters' QR codes, the messages' links, the wallet's webhook",
    ),
  // Without it, every customer would share the proxy's address and its sign-in limits.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): boolean | string[] => {
      if (!value || value === 'false') return false
      if (value === 'true') return true
      const hops = value.split(',').map((hop) => hop.trim())
      const unreadable = unreadableHops(hops)
      if (unreadable.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `cannot use ${unreadable.join(', ')}: give the proxies' addresses or ranges (10.0.0.0/8); a /0 range is never taken`,
        })
        return z.NEVER
      }
      return hops
    })
    .describe(
      "behind a load balancer or reverse proxy: `true`, or the proxies' addresses (`10.0.0.0/8,127.0.0.1`), so each customer's own address (X-Forwarded-For) counts for the limits",
    ),
  WEB_DIST_DIR: z.string().optional().describe('the built web app to serve (apps/web/dist when unset)'),
}

/** Whether HOST takes connections from this machine only. */
export const listensOnLoopbackOnly = (host: string) =>
  /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host)

/**
 * Whether an address is this machine: localhost, 127.x.x.x, [::1] or 0.0.0.0 exactly, never a
 * name that merely starts so (127.smsc.example.com, localhost.example). The URL has lowercased
 * the name and written a short IPv4 form (127.1) out in full.
 */
export const isLoopback = (url: string) =>
  /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/.test(new URL(url).hostname)
