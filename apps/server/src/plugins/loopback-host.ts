import type { onRequestHookHandler } from 'fastify'
import type { TConfig } from '../config'
import { HttpError } from '../errors'

/** localhost, 127.0.0.0/8 or [::1], with or without a port: a name no DNS answer can rebind. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i

export const DEVELOPMENT_HOST_REFUSED =
  'Development routes answer only at a loopback address: open the portal at http://127.0.0.1 or http://localhost.'

/**
 * The development-only routes (every sign-in code, a wallet that signs in as anyone) answer
 * only requests addressed to loopback. A page elsewhere whose name a DNS rebinding points at
 * 127.0.0.1 reaches this machine with its own name in Host, and gets 421 (issue 32's review).
 * A development portal shown to a network on purpose (ALLOW_DEVELOPMENT_ON_NETWORK) is
 * reachable by its address anyway, and keeps answering it.
 */
export const loopbackHostOnly =
  (config: Pick<TConfig, 'ALLOW_DEVELOPMENT_ON_NETWORK'>): onRequestHookHandler =>
  async (request) => {
    if (config.ALLOW_DEVELOPMENT_ON_NETWORK) return
    if (!LOOPBACK_HOST.test(request.headers.host ?? '')) throw new HttpError(421, DEVELOPMENT_HOST_REFUSED)
  }
