import { listensOnLoopbackOnly, type TConfig } from './config'
import { usesDevSmsInbox } from './notifications/transports'

/**
 * What development mode simulates, said plainly in one block at start (DESIGN.md §5); empty
 * in production, which refuses to start with any of it.
 */
export function developmentNotice(config: TConfig): string | undefined {
  if (config.PORTAL_ENV === 'production') return undefined
  const simulated = [
    config.WALLET_PROVIDER === 'simulator' &&
      'wallet sign-in is the built-in SIMULATOR (/wallet-simulator/{thread}), not Bhutan NDI: anyone can share any CID',
    usesDevSmsInbox(config) &&
      `SMS are NOT sent: read them, sign-in codes included, at ${config.publicUrl}/dev/sms`,
    !config.SMTP_URL && 'emails are NOT sent: they are kept in the development inbox',
    config.SIGN_IN_CODES === 'off' && 'sign-in codes are OFF: CID and mobile alone sign a customer in',
  ].filter((line): line is string => typeof line === 'string')
  const reach = listensOnLoopbackOnly(config.HOST)
    ? `  Listening on this machine only (HOST=${config.HOST}).`
    : `  REACHABLE FROM THE NETWORK (HOST=${config.HOST}, ALLOW_DEVELOPMENT_ON_NETWORK=true): anyone who reaches it reads the sign-in codes and signs in with the simulator.`
  return [
    'DEVELOPMENT MODE (PORTAL_ENV=development): for trying the portal, not for real customers.',
    reach,
    ...simulated.map((line) => `  - ${line}`),
    '  Set PORTAL_ENV=production for a real deployment: it refuses every simulated part.',
  ].join('\n')
}
