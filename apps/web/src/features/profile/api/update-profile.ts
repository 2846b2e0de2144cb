import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TCustomer, TCustomerUpdate } from '@portal/domain/customer'
import { isCodeChallenge, type TCodeChallenge } from '@portal/domain/sign-in-codes'
import { api } from '@/lib/api-client'
import { PROFILE_QUERY_KEY } from '@/lib/session'

/**
 * Saved at once, or — for a new mobile or email — a challenge: the change waits for the codes
 * sent to the new number and the current one, or for a new email the code sent to the mobile.
 */
export const updateProfile = async (cid: string, body: TCustomerUpdate) =>
  (await api.patch<TCustomer | TCodeChallenge>(`/customers/${cid}/`, body)).data

/** Saves the profile and puts the answer where the top bar reads the name. */
export function useUpdateProfile(cid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TCustomerUpdate) => updateProfile(cid, body),
    onSuccess: (answer) => {
      if (isCodeChallenge(answer)) return queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })
      queryClient.setQueryData(PROFILE_QUERY_KEY, answer)
    },
  })
}
