import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { signOutOnceEnded } from '@/lib/sign-out'

/** Ends the session on the server, then signs the page out (`signOutOnceEnded`). */
export function useLogout() {
  const session = useSession()
  const navigate = useNavigate()
  return useMutation(
    signOutOnceEnded(
      () => api.post('/accounts/logout/'),
      () => {
        session.signOut()
        void navigate('/')
      },
    ),
  )
}
