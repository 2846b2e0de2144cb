import { useQuery } from '@tanstack/react-query'
import type { TAttachmentResponse, TFiledApplication } from '@portal/domain/applications/responses'
import { PAGE_DATA_KEYS } from '@portal/domain/web-pages'
import { api, downloadFile } from '@/lib/api-client'
import { FRESH_MS } from '@/lib/tickets'

export type ApplicationAttachment = TAttachmentResponse

export type Application = TFiledApplication

export const useApplication = (resource: string, id: string | null) =>
  useQuery({
    // The server hands a page's over under it (the list's "View", rendered with its data).
    queryKey: PAGE_DATA_KEYS.application(resource, id ?? ''),
    queryFn: async () => (await api.get<Application>(`/services/${resource}/${id}/`)).data,
    enabled: id !== null,
    retry: false,
    // As fresh as its ticket: a page that came with it does not ask for it again as it hydrates.
    staleTime: FRESH_MS,
  })

/** Attachments are fetched and then saved under their names, not linked. */
export const downloadAttachment = (attachment: ApplicationAttachment) =>
  downloadFile(api, attachment.url, attachment.name)
