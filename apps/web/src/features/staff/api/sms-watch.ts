import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TSmsBlock, TSmsBlockRequest, TSmsWatch } from '@portal/domain/sms-watch'
import { staffApi } from '@/lib/api-client'

export type { TSmsBlockRequest }

const SMS_WATCH = ['staff', 'sms'] as const

/** The hour's code SMS and the blocks in force (admins): read again every minute while open. */
export const useSmsWatch = () =>
  useQuery({
    queryKey: SMS_WATCH,
    queryFn: async () => (await staffApi.get<TSmsWatch>('/staff/sms/')).data,
    refetchInterval: 60_000,
    retry: false,
  })

/** A change to the blocks; afterwards the figures and the blocks are read again. */
function useBlockChange<T, R>(call: (body: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SMS_WATCH }),
  })
}

export const useBlockSms = () =>
  useBlockChange(
    async (body: TSmsBlockRequest) => (await staffApi.post<TSmsBlock>('/staff/sms/blocks/', body)).data,
  )

export const useLiftSmsBlock = () =>
  useBlockChange((id: number) => staffApi.delete(`/staff/sms/blocks/${id}/`))
