import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TApplicationForm } from '@portal/domain/applications/form-catalogue'
import type { TFiledApplication } from '@portal/domain/applications/responses'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { api } from '@/lib/api-client'

/** The values as the server takes them: JSON where the specification sends JSON, else multipart. */
function bodyFor(form: TApplicationForm, values: Record<string, unknown>) {
  if (form.encoding === 'json') return values
  const body = new FormData()
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue
    body.append(key, value instanceof File ? value : String(value))
  }
  return body
}

/** Files an application, reporting the upload's progress (0–100) while the files go up. */
export function useSubmitApplication(form: TApplicationForm) {
  const [progress, setProgress] = useState<number>()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: async (values: Record<string, unknown>) => {
      setProgress(0)
      const response = await api.post<TFiledApplication>(
        `/services/${SERVICE_TYPES[form.type].resource}/`,
        bodyFor(form, values),
        {
          onUploadProgress: (event) =>
            setProgress(event.total ? Math.round((event.loaded / event.total) * 100) : undefined),
        },
      )
      return response.data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tickets'] }),
    onSettled: () => setProgress(undefined),
  })
  return { ...mutation, progress }
}
