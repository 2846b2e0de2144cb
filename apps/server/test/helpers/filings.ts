import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { TFiledApplication } from '@portal/domain/applications/responses'
import { APPLICATION_FORMS, type TApplicationForm } from '@portal/domain/applications/form-catalogue'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { FORM_SAMPLES } from '../../../../packages/domain/test/form-samples'
import { file, multipart, pdfBytes, pngBytes } from './files'
import { divisionId, signedInStaff } from './staff'

export const formAt = (path: string) => APPLICATION_FORMS.find((f) => f.path === path)!

export const resourceOf = (path: string) => SERVICE_TYPES[formAt(path).type].resource

/**
 * A filing as the page sends it: JSON for meters and connections, multipart for the rest,
 * each document a PDF of `documentBytes`, or the file `documentBytes` makes of its name.
 * Values that are not text travel as JSON text.
 */
export function filingBody(
  form: TApplicationForm,
  values: Record<string, unknown>,
  documentBytes: number | ((name: string) => File) = 1_000,
) {
  const document = (name: string) =>
    typeof documentBytes === 'number' ? file(pdfBytes(documentBytes), name) : documentBytes(name)
  if (form.encoding === 'json') return values
  return multipart(
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        value === undefined
          ? undefined
          : form.files.includes(key) && typeof value === 'object' && value !== null && 'name' in value
            ? document(String(value.name))
            : typeof value === 'string'
              ? value
              : JSON.stringify(value),
      ]),
    ),
  )
}

/** Files the form's valid sample (with changes) as this customer. */
export const fileSample = (
  app: FastifyInstance,
  authorization: string,
  path: string,
  changes: Record<string, unknown> = {},
  documentBytes?: number,
) =>
  app.inject({
    method: 'POST',
    url: `/api/services/${resourceOf(path)}/`,
    headers: { authorization },
    payload: filingBody(formAt(path), { ...FORM_SAMPLES[path], ...changes }, documentBytes),
  })

/** A power clearance as the page sends it (a PDF and a PNG), with changes: parts to replace or drop. */
export const powerClearanceForm = (
  divisionId: number,
  changes: Record<string, string | File | undefined> = {},
) =>
  multipart({
    division: String(divisionId),
    category: 'LV Urban',
    location: 'Babesa, Thimphu',
    reason: 'New house',
    thram: 'TH-1234',
    power_required: '15',
    construction_type: 'Permanent',
    cid_copy: file(pdfBytes(), 'cid.pdf'),
    letter_of_clearance: file(pngBytes(), 'letter.png'),
    terms: 'true',
    ...changes,
  })

/** Files a power clearance as this customer in `divisionId`; the test fails unless it is filed. */
export async function filedClearance(
  app: FastifyInstance,
  authorization: string,
  divisionId: number,
  changes: Record<string, string | File | undefined> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/services/power-clearances/',
    headers: { authorization },
    payload: powerClearanceForm(divisionId, changes),
  })
  expect(response.statusCode).toBe(201)
  return response.json<TFiledApplication>()
}

/**
 * A power clearance filed in ESD Thimphu by `customerAuthorization`, then approved by an
 * officer there with the remarks "Line checked.": its decision's messages wait in the outbox.
 */
export async function approvedClearance(app: FastifyInstance, customerAuthorization: string) {
  const officer = (await signedInStaff(app, 'officer', ['ESD Thimphu'])).authorization
  const { id } = await filedClearance(app, customerAuthorization, await divisionId(app, 'ESD Thimphu'))
  await app.inject({
    method: 'POST',
    url: `/api/staff/applications/${id}/decision/`,
    headers: { authorization: officer },
    payload: { decision: 'Approved', remarks: 'Line checked.' },
  })
  return id
}
