import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api } from '@/lib/api-client'
import { useSession } from '@/lib/session'

/**
 * Signs the customer out on every device, this one too (issue 32): for a lost phone or a
 * sign-in they do not recognise. Forgotten here only once the server has ended them all.
 */
export function useSignOutEverywhere() {
  const session = useSession()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => api.post('/accounts/logout-all/'),
    onSuccess: () => {
      session.signOut()
      void navigate('/')
    },
  })
}
