import type { TConfig } from '../config'
import type { LetterRenderer } from '../letters/letter-renderer'
import type { WalletProvider } from '../wallet/provider'
import { customersArea } from './customers'
import { decisionsArea } from './decisions'
import type { Outbox, ServiceDeps } from './deps'
import { divisionsArea } from './divisions'
import { filingsArea } from './filings'
import { messagesArea } from './messages'
import { operationsArea } from './operations'
import { papersArea } from './papers'
import { signInArea } from './sign-in'
import { staffAccountsArea } from './staff-accounts'
import { ticketsArea } from './tickets'
import { translationsArea } from './translations'
import { walletArea } from './wallet'

/**
 * The portal's services, one object per area of the business (`app.services.<area>.<verb>`):
 * what routes and plugins call. Each area holds its own repositories, reads its own settings
 * (its signature names them) once, here, and keeps its own policy; its folder is where to look.
 */
export function createServices(
  deps: ServiceDeps<keyof TConfig> & {
    letters: LetterRenderer
    walletProvider?: WalletProvider
    outbox: Outbox
  },
) {
  const signIn = signInArea(deps)
  const customers = customersArea({ ...deps, signIn })
  const decisions = decisionsArea(deps)
  return {
    signIn,
    customers,
    filings: filingsArea({ ...deps, customers }),
    tickets: ticketsArea(deps),
    decisions,
    staffAccounts: staffAccountsArea({ ...deps, signIn, decisions }),
    divisions: divisionsArea(deps),
    papers: papersArea(deps),
    messages: messagesArea(deps),
    wallet: walletArea({ ...deps, signIn }),
    operations: operationsArea(deps),
    translations: translationsArea(deps),
  }
}

export type Services = ReturnType<typeof createServices>
