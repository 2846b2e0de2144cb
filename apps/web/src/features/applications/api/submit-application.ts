import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TApplicationForm } from '@portal/domain/applications/form-catalogue'
import type { TFiledApplication } from '@portal/domain/applications/responses'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { api } from '@/lib/api-client'
import { isKeptDocument } from '../forms/form-values'

/** The values as the server takes them: JSON where the specification sends JSON, else multipart. */
function bodyFor(form: TApplicationForm, values: Record<string, unknown>) {
  if (form.encoding === 'json') return values
  const body = new FormData()
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue
    // A document kept from the filing travels as its attachment id (DESIGN.md §7).
    body.append(key, value instanceof File ? value : isKeptDocument(value) ? String(value.id) : String(value))
  }
  return body
}

/**
 * Files an application, or sends a returned one (`correcting`, its id) again, reporting the
 * upload's progress (0–100) while the files go up. `idempotencyKey` is the same for every
 * attempt of one filing, a reload included: a retry after a dropped connection answers with
 * the application already filed (DESIGN.md §7).
 */
export function useSubmitApplication(form: TApplicationForm, idempotencyKey: string, correcting?: number) {
  const [progress, setProgress] = useState<number>()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: async (values: Record<string, unknown>) => {
      setProgress(0)
      const resource = `/services/${SERVICE_TYPES[form.type].resource}/`
      const options = {
        headers: { 'Idempotency-Key': idempotencyKey },
        onUploadProgress: (event: { loaded: number; total?: number }) =>
          setProgress(event.total ? Math.round((event.loaded / event.total) * 100) : undefined),
      }
      const response = correcting
        ? await api.put<TFiledApplication>(`${resource}${correcting}/`, bodyFor(form, values), options)
        : await api.post<TFiledApplication>(resource, bodyFor(form, values), options)
      return response.data
    },
    // Not awaited: the page moves on at once, rather than first showing the corrected
    // application's new state in place of its form.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['tickets'] })
      void queryClient.invalidateQueries({ queryKey: ['applications'] })
    },
    onSettled: () => setProgress(undefined),
  })
  return { ...mutation, progress }
}
