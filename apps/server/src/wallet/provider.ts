import { randomUUID } from 'node:crypto'
import type { TConfig } from '../config'

/** A proof request as the wallet sees it: the QR code carries `proofUrl`, a phone opens `deepLink`. */
export interface ProofRequest {
  threadId: string
  proofUrl: string
  deepLink: string
}

/** Where wallet sign-ins come from: Bhutan NDI for real, or the portal's own simulator. */
export interface WalletProvider {
  readonly kind: TConfig['WALLET_PROVIDER']
  /** Asks for the citizen's ID; results arrive later at the webhook under the thread id. */
  requestProof(): Promise<ProofRequest>
  /** The thread is settled: stop deliveries for it. */
  forgetThread(threadId: string): Promise<void>
}

/** A provider failed or could not be reached: the customer sees the QR-code message. */
export class WalletProviderError extends Error {}

/** Threads made here; the QR code opens /wallet-simulator/{thread}, which shares or rejects. */
export function simulatorProvider(publicUrl: string): WalletProvider {
  return {
    kind: 'simulator',
    async requestProof() {
      const threadId = randomUUID()
      const url = `${publicUrl}/wallet-simulator/${threadId}`
      return { threadId, proofUrl: url, deepLink: url }
    },
    async forgetThread() {},
  }
}
