import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useHomeSignedOut } from '@/lib/sign-out'

/**
 * Signs the customer out on every device, this one too (issue 32): for a lost phone or a
 * sign-in they do not recognise. Forgotten here only once the server has ended them all.
 */
export function useSignOutEverywhere() {
  const homeSignedOut = useHomeSignedOut()
  return useMutation({ mutationFn: () => api.post('/accounts/logout-all/'), onSuccess: homeSignedOut })
}
