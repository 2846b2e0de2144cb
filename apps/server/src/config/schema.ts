import { z } from 'zod'
import { limitSettings } from './limits'
import { messageSettings } from './messages'
import { operationSettings } from './operations'
import { paperSettings } from './papers'
import { serverSettings } from './server'
import { signInSettings } from './sign-in'
import { storageSettings } from './storage'
import { walletSettings } from './wallet'

/**
 * The portal's settings by area, each area's in its own module, in the order the
 * documentation (docs/configuration.md, `npm run docs:configuration`) lists them.
 */
export const SETTINGS_BY_AREA = {
  'Server and network': serverSettings,
  'Database and files': storageSettings,
  'Sign-in and secrets': signInSettings,
  Limits: limitSettings,
  'Messages: SMS and email': messageSettings,
  Wallet: walletSettings,
  'Letters and papers': paperSettings,
  Operations: operationSettings,
}

/** The one schema of the environment, the areas' settings side by side. */
export const ZConfigSchema = z.object({
  ...serverSettings,
  ...storageSettings,
  ...signInSettings,
  ...limitSettings,
  ...messageSettings,
  ...walletSettings,
  ...paperSettings,
  ...operationSettings,
})

/** The environment's settings as read, before what start-up adds. */
export type TSettings = z.infer<typeof ZConfigSchema>
