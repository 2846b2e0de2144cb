import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { signOutOnceEnded, useHomeSignedOut } from '@/lib/sign-out'

/** Ends the session on the server, then signs the page out (`signOutOnceEnded`). */
export function useLogout() {
  const homeSignedOut = useHomeSignedOut()
  return useMutation(signOutOnceEnded(() => api.post('/accounts/logout/'), homeSignedOut))
}
