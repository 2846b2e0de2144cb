import type { TWalletAuthentication } from '@portal/domain/wallet'
import { api } from '@/lib/api-client'
import { walletKeyHeader, type WalletThreadKey } from '@/lib/wallet'

export const startWalletSignIn = async () =>
  (await api.post<TWalletAuthentication>('/ndi/authenticate-ndi/')).data

/** Answers only for the CID that the thread verified. */
export const checkWalletCid = async (cid: string, thread: WalletThreadKey) =>
  (
    await api.get<{ registered: boolean }>('/customers/check-cid/', {
      params: { cid, thread_id: thread.thread_id },
      headers: walletKeyHeader(thread),
    })
  ).data
