import type { TConfig } from '../config'
import { attributeNames } from './attributes'
import { BhutanNdiClient } from './bhutan-ndi-client'
import { simulatorProvider, type WalletProvider } from './provider'

export function createWalletProvider(
  config: Pick<TConfig, (`NDI_${string}` & keyof TConfig) | 'WALLET_PROVIDER' | 'publicUrl'>,
  webhookSecret: string,
): WalletProvider {
  if (config.WALLET_PROVIDER === 'simulator') return simulatorProvider(config.publicUrl)
  return new BhutanNdiClient({
    authUrl: config.NDI_AUTH_URL!,
    verifierUrl: config.NDI_VERIFIER_URL!,
    clientId: config.NDI_CLIENT_ID!,
    clientSecret: config.NDI_CLIENT_SECRET!,
    webhookId: config.NDI_WEBHOOK_ID,
    webhookUrl: config.NDI_WEBHOOK_URL ?? `${config.publicUrl}/api/ndi/webhook/`,
    webhookSecret,
    proofName: config.NDI_PROOF_NAME,
    attributes: attributeNames(config),
  })
}
