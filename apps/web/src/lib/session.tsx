import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { TCustomer } from '@portal/domain/customer'
import { PAGE_DATA_KEYS } from '@portal/domain/web-pages'
import { api } from './api-client'
import {
  markSignedOut,
  noteSignedIn,
  noteSignedOut,
  signedInHint,
  subscribeToSessions,
} from './session-storage'

export const PROFILE_QUERY_KEY = PAGE_DATA_KEYS.profile

export const fetchProfile = async () => (await api.get<TCustomer>('/customers/profile/')).data

interface Session {
  isSignedIn: boolean
  /** The signed-in customer, once the profile has loaded. */
  customer: TCustomer | undefined
  /** The server has answered the profile's request: a 401 among its answers signs the page out. */
  profileChecked: boolean
  /**
   * Signed in: the server set the session's cookie with its answer. The token in that answer is
   * for API clients; the page keeps none of it (decision 078).
   */
  signIn(): void
  /**
   * Once the server has ended the session (and cleared its cookie): forgets that this page was
   * signed in, everything cached for this customer and their unsent forms.
   */
  signOut(): void
}

const SessionContext = createContext<Session | null>(null)

/**
 * `renderedSignedIn`: whether the server rendered the page for a signed-in customer (a signed-in
 * page with its data); the public pages and the build's shells are rendered signed out. The
 * hint this browser keeps takes over after hydration.
 */
export function SessionProvider({
  children,
  renderedSignedIn,
}: {
  children: ReactNode
  renderedSignedIn: boolean
}) {
  const queryClient = useQueryClient()
  const signedIn = useSyncExternalStore(
    subscribeToSessions,
    () => signedInHint('customer'),
    () => renderedSignedIn,
  )

  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    // The cookie goes with it; a 401 makes the client drop the hint (lib/api-client.ts), which
    // signs the page out.
    queryFn: fetchProfile,
    enabled: signedIn,
    retry: false,
    staleTime: 5 * 60_000,
  })

  // Another session's answers never show in this one: when the page's session changes for any
  // reason — a sign-in, a lapse, a sign-out in another tab, either kind — what was cached for
  // the one before is dropped (the attacker's review of issue 46: a lapsed customer's profile
  // showed to the next one to sign in on that phone). After a sign-in it is fetched again;
  // after a session ended it is not, as every answer would be a 401.
  useEffect(() => {
    const sessions = () => [signedInHint('customer'), signedInHint('staff')]
    let current = sessions()
    return subscribeToSessions(() => {
      const now = sessions()
      if (now.every((signedIn, kind) => signedIn === current[kind])) return
      const ended = current.some((signedIn, kind) => signedIn && !now[kind])
      current = now
      if (!ended) return void queryClient.resetQueries()
      // resetQueries without its refetch: each query back to no data, its observers told.
      void queryClient.cancelQueries()
      for (const query of queryClient.getQueryCache().getAll()) query.reset()
    })
  }, [queryClient])

  const signOut = useCallback(() => {
    noteSignedOut('customer')
    markSignedOut()
    queryClient.clear()
    // Loaded here only: the drafts' store is no part of a page's first load.
    void import('./form-drafts').then((drafts) => drafts.discardAllDrafts())
  }, [queryClient])

  const value = useMemo<Session>(
    () => ({
      isSignedIn: signedIn,
      customer: profile.data,
      profileChecked: profile.isFetched,
      signIn: () => noteSignedIn('customer'),
      signOut,
    }),
    [signedIn, profile.data, profile.isFetched, signOut],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs a SessionProvider')
  return session
}
