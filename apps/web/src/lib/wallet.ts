import type { TLoginResponse } from '@portal/domain/customer'
import { WALLET_KEY_HEADER, type TWalletPrefill } from '@portal/domain/wallet'
import { api } from './api-client'

/** A thread as this browser holds it: the id the QR code carries, and the key only this tab has. */
export interface WalletThreadKey {
  thread_id: string
  browser_key: string
}

/**
 * The wallet sign-in in progress: the thread whose shared identity the page may still use
 * (to check the CID, register, sign in). Kept for this tab only.
 */
export interface StoredWalletThread extends WalletThreadKey {
  cid_no: string
  mobile_no: string
}

const KEY = 'wallet'

export const storeWalletThread = (thread: StoredWalletThread) =>
  sessionStorage.setItem(KEY, JSON.stringify(thread))

export function storedWalletThread(): StoredWalletThread | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StoredWalletThread | null
    return stored?.thread_id && stored.browser_key ? stored : undefined
  } catch {
    return undefined
  }
}

export const forgetWalletThread = () => sessionStorage.removeItem(KEY)

export type WalletPrefill = TWalletPrefill

/** The header that opens a thread to this browser's reads. */
export const walletKeyHeader = (thread: WalletThreadKey) => ({ [WALLET_KEY_HEADER]: thread.browser_key })

export const fetchWalletData = async (thread: WalletThreadKey) =>
  (
    await api.get<WalletPrefill>(`/ndi/threads/${encodeURIComponent(thread.thread_id)}/`, {
      headers: walletKeyHeader(thread),
    })
  ).data

/** The verified thread, with this browser's key, is the credential: it signs in once. */
export const signInWithWalletThread = async ({ thread_id, browser_key }: WalletThreadKey) =>
  (await api.post<TLoginResponse>('/accounts/login/', { thread_id, browser_key })).data
