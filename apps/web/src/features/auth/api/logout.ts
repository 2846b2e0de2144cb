import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api, httpStatus } from '@/lib/api-client'
import { useSession } from '@/lib/session'

/**
 * Ends the session on the server (which clears its cookie), then signs the page out. Only once
 * the server has said so (or says the session had ended already): a page that looked signed out
 * while its cookie still lived would leave the account to the next person on a shared phone.
 */
export function useLogout() {
  const session = useSession()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => api.post('/accounts/logout/'),
    onSuccess: () => {
      session.signOut()
      void navigate('/')
    },
    onError: (error) => {
      if (httpStatus(error) !== 401) return
      session.signOut()
      void navigate('/')
    },
  })
}
