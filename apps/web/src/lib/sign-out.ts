import { useNavigate } from 'react-router'
import { httpStatus } from '@/lib/api-client'
import { useSession } from '@/lib/session'

/**
 * A sign-out's mutation, customer's or staff's: the page forgets the session only once the
 * server has ended it (which clears its cookie), or says it had ended already (401). A page
 * that looked signed out while its cookie still lived would leave the account to the next
 * person on a shared phone.
 */
export const signOutOnceEnded = (end: () => Promise<unknown>, forget: () => void) => ({
  mutationFn: end,
  onSuccess: forget,
  onError: (error: unknown) => {
    if (httpStatus(error) === 401) forget()
  },
})

/**
 * A customer's page once the server has ended their session: forgotten here, and home, saying
 * they signed out. (A page that needs a customer says so too: see RequireCustomer.)
 */
export function useHomeSignedOut() {
  const session = useSession()
  const navigate = useNavigate()
  return () => {
    // Home first: the page signed in leaves before its queries are dropped, so none asks again.
    void navigate('/', { state: { signedOut: true } })
    session.signOut()
  }
}
