import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface ApplicationAttachment {
  id: number
  field: string
  name: string
  size: number
  url: string
}

export type Application = Record<string, unknown> & {
  id: number
  service: string
  status: string
  created: string
  attachments: ApplicationAttachment[]
}

export const useApplication = (resource: string, id: string | null) =>
  useQuery({
    queryKey: ['applications', resource, id],
    queryFn: async () => (await api.get<Application>(`/services/${resource}/${id}/`)).data,
    enabled: id !== null,
    retry: false,
  })

/** Attachments need the token, so they are fetched and then saved, not linked. */
export async function downloadAttachment(attachment: ApplicationAttachment) {
  const response = await api.get<Blob>(attachment.url.replace(/^\/api/, ''), { responseType: 'blob' })
  const href = URL.createObjectURL(response.data)
  const link = Object.assign(document.createElement('a'), { href, download: attachment.name })
  link.click()
  URL.revokeObjectURL(href)
}
