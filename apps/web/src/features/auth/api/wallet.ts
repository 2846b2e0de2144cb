import type { TWalletAuthentication } from '@portal/domain/wallet'
import { api } from '@/lib/api-client'

export const startWalletSignIn = async () =>
  (await api.post<TWalletAuthentication>('/ndi/authenticate-ndi/')).data

/** Answers only for the CID that the thread verified. */
export const checkWalletCid = async (cid: string, threadId: string) =>
  (await api.get<{ registered: boolean }>('/customers/check-cid/', { params: { cid, thread_id: threadId } }))
    .data
