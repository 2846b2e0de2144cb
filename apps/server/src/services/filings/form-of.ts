import { formForApplication, formsOfResource } from '@portal/domain/applications/form-catalogue'
import { fieldErrors, HttpError } from '../../errors'
import type { ApplicationUpload } from './application-upload'

const FILES_NEED_MULTIPART =
  'This form carries documents: send it as multipart/form-data, each file as its own part.'

/**
 * The form of `resource` a body is filed with, by its variant field: 400 naming the variants
 * when it names none, 415 for a form with documents sent as JSON.
 */
export function formOf(resource: string, upload: ApplicationUpload, multipart: boolean) {
  const form = formForApplication(resource, upload.values)
  if (form && form.files.length > 0 && !multipart) throw new HttpError(415, FILES_NEED_MULTIPART)
  if (!form) {
    const forms = formsOfResource(resource)
    const variant = forms[0]!.variant!
    throw fieldErrors({
      [variant.field]: [`${variant.field} must be one of ${forms.map((f) => f.variant!.value).join(', ')}`],
    })
  }
  return form
}
