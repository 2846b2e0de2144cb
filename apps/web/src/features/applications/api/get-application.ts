import { useQuery } from '@tanstack/react-query'
import { api, downloadFile } from '@/lib/api-client'

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
export const downloadAttachment = (attachment: ApplicationAttachment) =>
  downloadFile(api, attachment.url, attachment.name)
