// The fifteen forms, one per customer in turn, each filed with its valid sample
// (packages/domain/test/form-samples.ts) in the customer's division; where the form takes
// documents, the first is a ~300 KB PDF of the customer's own, any other a small one.
import { randomBytes } from 'node:crypto'
import { APPLICATION_FORMS, type TApplicationForm } from '@portal/domain/applications/form-catalogue'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { FORM_SAMPLES } from '../../packages/domain/test/form-samples'
import { filingBody } from '../../apps/server/test/helpers/filings'
import { ownDocument } from '../launch/customers'
import type { RequestOptions } from '../launch/http'

const SMALL_DOCUMENT_BYTES = 10_000

export interface Filing {
  form: TApplicationForm
  path: string
  /** The body as the page sends it, the same bytes' worth at every try. */
  body: () => RequestOptions
  /** The web app's: one for every try of this filing (use-form-draft.ts). */
  idempotencyKey: string
}

/** The sample with a document in the form's first file field when the sample names none. */
function valuesOf(form: TApplicationForm, division: number) {
  const sample: Record<string, unknown> = { ...FORM_SAMPLES[form.path], division }
  const named = form.files.some((field) => sample[field] !== undefined)
  const first = form.files[0]
  return named || !first ? sample : { ...sample, [first]: { name: `${first}.pdf`, size: 1 } }
}

export function filingOf(index: number, division: number): Filing {
  const form = APPLICATION_FORMS[index % APPLICATION_FORMS.length]!
  const values = valuesOf(form, division)
  return {
    form,
    path: `/api/services/${SERVICE_TYPES[form.type].resource}/`,
    idempotencyKey: randomBytes(16).toString('hex'),
    body() {
      let documents = 0
      const document = (name: string) =>
        ownDocument(index, name, documents++ === 0 ? undefined : SMALL_DOCUMENT_BYTES)
      const body = filingBody(form, values, document)
      return body instanceof FormData ? { form: body } : { json: body }
    },
  }
}
