import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TCustomer, TCustomerUpdate } from '@portal/domain/customer'
import { api } from '@/lib/api-client'
import { PROFILE_QUERY_KEY } from '@/lib/session'

export const updateProfile = async (cid: string, body: TCustomerUpdate) =>
  (await api.patch<TCustomer>(`/customers/${cid}/`, body)).data

/** Saves the profile and puts the answer where the top bar reads the name. */
export function useUpdateProfile(cid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TCustomerUpdate) => updateProfile(cid, body),
    onSuccess: (customer) => queryClient.setQueryData(PROFILE_QUERY_KEY, customer),
  })
}
