import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { TCustomer } from '@portal/domain/customer'
import { api, httpStatus } from './api-client'
import { forgetToken, storedAuthorization, storeToken } from './session-storage'

export const PROFILE_QUERY_KEY = ['customers', 'profile'] as const

export const fetchProfile = async () => (await api.get<TCustomer>('/customers/profile/')).data

interface Session {
  isSignedIn: boolean
  /** The signed-in customer, once the profile has loaded. */
  customer: TCustomer | undefined
  signIn(token: string): void
  /** Forgets the token and everything cached for this customer. */
  signOut(): void
}

const SessionContext = createContext<Session | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [authorization, setAuthorization] = useState(storedAuthorization)

  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: async () => {
      try {
        return await fetchProfile()
      } catch (error) {
        // The token expired or was revoked elsewhere: back to signed out.
        if (httpStatus(error) === 401) setAuthorization(null)
        throw error
      }
    },
    enabled: authorization !== null,
    retry: false,
    staleTime: 5 * 60_000,
  })

  const signIn = useCallback((token: string) => {
    storeToken(token)
    setAuthorization(storedAuthorization())
  }, [])

  const signOut = useCallback(() => {
    forgetToken()
    setAuthorization(null)
    queryClient.clear()
  }, [queryClient])

  const value = useMemo<Session>(
    () => ({ isSignedIn: authorization !== null, customer: profile.data, signIn, signOut }),
    [authorization, profile.data, signIn, signOut],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs a SessionProvider')
  return session
}
