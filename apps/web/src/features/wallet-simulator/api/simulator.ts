import type { TWalletData } from '@portal/domain/wallet'
import { api } from '@/lib/api-client'

const threadPath = (threadId: string) => `/ndi/simulator/${encodeURIComponent(threadId)}`

export const shareIdentity = (threadId: string, shared: TWalletData) =>
  api.post(`${threadPath(threadId)}/share/`, shared)

export const rejectShare = (threadId: string) => api.post(`${threadPath(threadId)}/reject/`)
