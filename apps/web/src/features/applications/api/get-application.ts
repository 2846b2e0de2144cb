import { useQuery } from '@tanstack/react-query'
import type { TAttachmentResponse, TFiledApplication } from '@portal/domain/applications/responses'
import { api, downloadFile } from '@/lib/api-client'

export type ApplicationAttachment = TAttachmentResponse

export type Application = TFiledApplication

export const useApplication = (resource: string, id: string | null) =>
  useQuery({
    queryKey: ['applications', resource, id],
    queryFn: async () => (await api.get<Application>(`/services/${resource}/${id}/`)).data,
    enabled: id !== null,
    retry: false,
  })

/** Attachments are fetched and then saved under their names, not linked. */
export const downloadAttachment = (attachment: ApplicationAttachment) =>
  downloadFile(api, attachment.url, attachment.name)
