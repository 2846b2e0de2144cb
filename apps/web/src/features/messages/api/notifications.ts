import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { newsOf, unreadNews, type TNotification } from '@portal/domain/notifications'
import { PAGE_DATA_KEYS } from '@portal/domain/web-pages'
import { api } from '@/lib/api-client'

const KEY = PAGE_DATA_KEYS.notifications

/** The customer's messages, newest first; read again every few minutes and on return to the tab. */
export const useNotifications = () =>
  useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get<TNotification[]>('/notifications/')).data,
    refetchInterval: 3 * 60_000,
    refetchOnWindowFocus: true,
    // The top bar's count and the message centre read the same answer: a part that mounts a
    // moment after the other (the count's own chunk) does not ask again.
    staleTime: 30_000,
  })

/** Unread news: what one event sent by SMS and by email counts once. */
export const unreadCount = (messages: TNotification[] | undefined) => unreadNews(messages ?? [])

/** Marks a message read, and the other copy of its news: at once on the page, then on the server. */
export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (message: TNotification) => api.post(`/notifications/${message.id}/read/`),
    onMutate: (read) =>
      queryClient.setQueryData<TNotification[]>(KEY, (messages) =>
        messages?.map((m) => (newsOf(m) === newsOf(read) ? { ...m, read: true } : m)),
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}
