import type { TLoginResponse } from '@portal/domain/customer'
import type { TWalletData } from '@portal/domain/wallet'
import { api } from './api-client'

/**
 * The wallet sign-in in progress: the thread whose shared identity the page may still use
 * (to check the CID, register, sign in). Kept for this tab only.
 */
export interface StoredWalletThread {
  thread_id: string
  cid_no: string
  mobile_no: string
}

const KEY = 'wallet'

export const storeWalletThread = (thread: StoredWalletThread) =>
  sessionStorage.setItem(KEY, JSON.stringify(thread))

export function storedWalletThread(): StoredWalletThread | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StoredWalletThread | null
    return stored?.thread_id ? stored : undefined
  } catch {
    return undefined
  }
}

export const forgetWalletThread = () => sessionStorage.removeItem(KEY)

/** What the wallet shared, with the registration lists' ids for its places where they match. */
export interface WalletPrefill extends TWalletData {
  dzongkhag_id: number | null
  gewog_id: number | null
}

export const fetchWalletData = async (threadId: string) =>
  (await api.get<WalletPrefill>(`/ndi/threads/${encodeURIComponent(threadId)}/`)).data

/** The verified thread is the credential: it signs in once. */
export const signInWithWalletThread = async (threadId: string) =>
  (await api.post<TLoginResponse>('/accounts/login/', { thread_id: threadId })).data
