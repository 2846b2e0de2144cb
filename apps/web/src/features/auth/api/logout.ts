import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api } from '@/lib/api-client'
import { useSession } from '@/lib/session'

/** Ends the session on the server (which clears its cookie), then signs the page out whatever it said. */
export function useLogout() {
  const session = useSession()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => api.post('/accounts/logout/'),
    onSettled: () => {
      session.signOut()
      void navigate('/')
    },
  })
}
