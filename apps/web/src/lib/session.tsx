import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import type { TCustomer } from '@portal/domain/customer'
import { api, startingWithFirstAnswer } from './api-client'
import {
  forgetToken,
  markSignedOut,
  storedAuthorization,
  storeToken,
  subscribeToTokens,
} from './session-storage'

export const PROFILE_QUERY_KEY = ['customers', 'profile'] as const

export const fetchProfile = async () => (await api.get<TCustomer>('/customers/profile/')).data

interface Session {
  isSignedIn: boolean
  /** The signed-in customer, once the profile has loaded. */
  customer: TCustomer | undefined
  signIn(token: string): void
  /** Forgets the token, everything cached for this customer and their unsent forms. */
  signOut(): void
}

const SessionContext = createContext<Session | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  // Pages rendered at build time are signed out; the stored token takes over after hydration.
  const authorization = useSyncExternalStore(subscribeToTokens, storedAuthorization, () => null)

  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    // A 401 makes the client forget the token (lib/api-client.ts), which signs the session out.
    queryFn: fetchProfile,
    enabled: authorization !== null,
    ...startingWithFirstAnswer<TCustomer>('/customers/profile/'),
    retry: false,
    staleTime: 5 * 60_000,
  })

  const signOut = useCallback(() => {
    forgetToken()
    markSignedOut()
    queryClient.clear()
    // Loaded here only: the drafts' store is no part of a page's first load.
    void import('./form-drafts').then((drafts) => drafts.discardAllDrafts())
  }, [queryClient])

  const value = useMemo<Session>(
    () => ({ isSignedIn: authorization !== null, customer: profile.data, signIn: storeToken, signOut }),
    [authorization, profile.data, signOut],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs a SessionProvider')
  return session
}
