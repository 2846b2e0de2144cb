import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TCustomerAllowances, TCustomerAllowancesChange } from '@portal/domain/customer-allowances'
import type { TNewStaff, TOfficerDivisions, TStaffAccount } from '@portal/domain/staff/accounts'
import type { TStaffProof } from '@portal/domain/staff/credentials'
import type { TAdminDivision } from '@portal/domain/staff/divisions'
import type { TTranslationEntry, TTranslationReview } from '@portal/domain/i18n/translator-page'
import type { THoliday, TServiceTargetList } from '@portal/domain/working-days'
import { describeFailure, staffApi } from '@/lib/api-client'

export type StaffAccount = TStaffAccount
export type AdminDivision = TAdminDivision

export const useStaffAccounts = () =>
  useQuery({
    queryKey: ['staff', 'accounts'],
    queryFn: async () => (await staffApi.get<StaffAccount[]>('/staff/accounts/')).data,
  })

export const useAdminDivisions = () =>
  useQuery({
    queryKey: ['staff', 'divisions'],
    queryFn: async () => (await staffApi.get<AdminDivision[]>('/staff/divisions/')).data,
  })

/** A change to staff or divisions; afterwards every back-office list (and the public one) is read again. */
function useAdminChange<T>(call: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff'] }),
        queryClient.invalidateQueries({ queryKey: ['divisions'] }),
      ]),
  })
}

export const useCreateStaff = () =>
  useAdminChange((body: TNewStaff) => staffApi.post('/staff/accounts/', body))
export const useChangeStaff = () =>
  useAdminChange(
    ({ id, ...change }: { id: number } & (({ active: boolean } & TStaffProof) | TOfficerDivisions)) =>
      staffApi.patch(`/staff/accounts/${id}/`, change),
  )
export const useCreateDivision = () =>
  useAdminChange((body: { name: string }) => staffApi.post('/staff/divisions/', body))
export const useChangeDivision = () =>
  useAdminChange(({ id, ...change }: { id: number; name?: string; name_dz?: string; active?: boolean }) =>
    staffApi.patch(`/staff/divisions/${id}/`, change),
  )

export const useServiceTargets = () =>
  useQuery({
    queryKey: ['staff', 'service-targets'],
    queryFn: async () => (await staffApi.get<TServiceTargetList>('/staff/service-targets/')).data,
  })

export const useHolidays = (year: number) =>
  useQuery({
    queryKey: ['staff', 'holidays', year],
    queryFn: async () => (await staffApi.get<THoliday[]>('/staff/holidays/', { params: { year } })).data,
  })

export const useSetTarget = () =>
  useAdminChange(({ key, working_days }: { key: string; working_days: number }) =>
    staffApi.put(`/staff/service-targets/${key}/`, { working_days }),
  )
export const useAddHoliday = () => useAdminChange((body: THoliday) => staffApi.post('/staff/holidays/', body))
export const useRemoveHoliday = () =>
  useAdminChange((day: string) => staffApi.delete(`/staff/holidays/${day}/`))

/** One customer's own allowances and their history; nothing is read until a CID is looked up. */
export const useCustomerAllowances = (cid: string | undefined) =>
  useQuery({
    queryKey: ['staff', 'customer-allowances', cid],
    enabled: cid !== undefined,
    retry: false,
    queryFn: async () =>
      (await staffApi.get<TCustomerAllowances>(`/staff/customers/${cid}/allowances/`)).data,
  })

export const useChangeCustomerAllowances = () =>
  useAdminChange(({ cid, ...change }: TCustomerAllowancesChange & { cid: string }) =>
    staffApi.put(`/staff/customers/${cid}/allowances/`, change),
  )

/** Every Dzongkha entry, for the translator's page (issue 49). */
export const useTranslationEntries = () =>
  useQuery({
    queryKey: ['staff', 'translations'],
    queryFn: async () => (await staffApi.get<TTranslationEntry[]>('/staff/translations/')).data,
  })

/** A translator's text kept as reviewed: the entry as it now reads goes into the list at once. */
export function useReviewTranslation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (review: TTranslationReview) =>
      (await staffApi.post<TTranslationEntry>('/staff/translations/', review)).data,
    onSuccess: (kept) =>
      queryClient.setQueryData<TTranslationEntry[]>(['staff', 'translations'], (entries) =>
        entries?.map((entry) => (entry.id === kept.id ? kept : entry)),
      ),
    // Reviewed meanwhile by someone else (409): the entries as they now stand.
    onError: (error) => {
      const failure = describeFailure(error)
      if (failure.kind === 'response' && failure.status === 409)
        return queryClient.invalidateQueries({ queryKey: ['staff', 'translations'] })
    },
  })
}
