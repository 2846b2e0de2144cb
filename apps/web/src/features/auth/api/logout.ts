import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api } from '@/lib/api-client'
import { useSession } from '@/lib/session'

/** Revokes the token on the server, then forgets it here whatever the server said. */
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
