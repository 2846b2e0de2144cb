import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TDashboard } from '@portal/domain/dashboard'
import { staffApi } from '@/lib/api-client'

/** The dashboard's figures for a period (the last twelve weeks unless given). */
export const useDashboard = (period: { from?: string; to?: string }) =>
  useQuery({
    queryKey: ['staff', 'dashboard', period],
    queryFn: async () => (await staffApi.get<TDashboard>('/staff/dashboard/', { params: period })).data,
    placeholderData: keepPreviousData,
  })
