// Response contracts (issue 13): routes declare the domain's response schemas, so the OpenAPI
// document describes what is sent, and the serializer (zod's, set in app.ts) checks each answer
// that the integration suite provokes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ZFiledApplicationResponseSchema,
  ZStaffApplicationResponseSchema,
} from '@portal/domain/applications/responses'
import { ZCustomerResponseSchema } from '@portal/domain/customer'
import { ZDivisionListResponseSchema } from '@portal/domain/lookups'
import { STAFF_ROLES, ZStaffAccountSchema } from '@portal/domain/staff/accounts'
import { ZInboxRowSchema } from '@portal/domain/staff/inbox'
import { ZStaffSessionResponseSchema } from '@portal/domain/staff/sign-in'
import { APPLICATION_STATUSES } from '@portal/domain/status'
import { ZTicketSchema } from '@portal/domain/tickets'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp()
})
afterAll(() => portal.close())

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { description?: string; content?: Record<string, { schema: unknown }> }> }
    >
  >
}

interface JsonSchema {
  type: string
  items?: JsonSchema
  properties?: Record<string, JsonSchema & { enum?: string[] }>
}

const documented = async (path: string) => {
  const document = (await portal.app.inject('/api/docs/json')).json<OpenApiDocument>()
  return document.paths[path]!.get!.responses['200']!.content!['application/json']!.schema as JsonSchema
}

describe('response contracts', () => {
  it.each([
    ['/api/tickets/', (schema: JsonSchema) => schema.items!, ZTicketSchema],
    ['/api/tickets/{id}/', (schema: JsonSchema) => schema, ZTicketSchema],
    ['/api/staff/applications/', (schema: JsonSchema) => schema.properties!.results!.items!, ZInboxRowSchema],
    ['/api/staff/accounts/', (schema: JsonSchema) => schema.items!, ZStaffAccountSchema],
    ['/api/customers/profile/', (schema: JsonSchema) => schema, ZCustomerResponseSchema],
    ['/api/divisions/', (schema: JsonSchema) => schema.items!, ZDivisionListResponseSchema.element],
    ['/api/services/power-clearances/{id}/', (schema: JsonSchema) => schema, ZFiledApplicationResponseSchema],
    ['/api/staff/applications/{id}/', (schema: JsonSchema) => schema, ZStaffApplicationResponseSchema],
    ['/api/staff/me/', (schema: JsonSchema) => schema, ZStaffSessionResponseSchema],
  ])('documents what %s sends, from the domain', async (path, rowOf, contract) => {
    const row = rowOf(await documented(path))
    expect(row.type).toBe('object')
    expect(Object.keys(row.properties!)).toEqual(expect.arrayContaining(Object.keys(contract.shape)))
  })

  it('has every route declare its answers, refusals included, documents too', async () => {
    const document = (await portal.app.inject('/api/docs/json')).json<OpenApiDocument>()
    const declared: string[] = []
    const undeclared: string[] = []
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, { responses }] of Object.entries(operations)) {
        // Without a response schema, the OpenAPI plugin writes one 'Default Response' and nothing else.
        const described = Object.values(responses).some(
          (r) => r.content !== undefined || r.description !== 'Default Response',
        )
        ;(described ? declared : undeclared).push(`${method.toUpperCase()} ${path}`)
      }
    expect(undeclared).toEqual([])
    // Refusals alone do not say what the operation answers when it succeeds.
    const withoutSuccess = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, { responses }]) => !Object.keys(responses).some((status) => /^[23]\d\d$/.test(status)))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    expect(withoutSuccess).toEqual([])
    expect(declared).toEqual(
      expect.arrayContaining(['GET /api/attachments/{id}/', 'GET /api/tickets/{id}/download/']),
    )
  })

  it('files every operation under a named group of the document', async () => {
    const document = (await portal.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>
    }>()
    const untagged = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            !operation.tags?.length || operation.tags.some((tag) => !/^[a-z]+( [a-z]+)*$/.test(tag)),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    expect(untagged).toEqual([])
  })

  it('says in a sentence what each operation does, and what each of its answers means', async () => {
    const document = (await portal.app.inject('/api/docs/json')).json<{
      paths: Record<
        string,
        Record<
          string,
          { summary?: string; responses: Record<string, { description: string; content?: unknown }> }
        >
      >
    }>()
    const unexplained = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, { summary, responses }]) => [
        ...(summary?.trim() ? [] : [`${method.toUpperCase()} ${path}`]),
        ...Object.entries(responses)
          // The OpenAPI plugin writes 'Default Response' where the schema gives no description:
          // a body's schema then speaks for a success, but not for a refusal, an empty answer
          // (a 204's schema is only `null`) or one of two ways to succeed (201 or 202).
          .filter(
            ([status, { description, content }], _, all) =>
              !description?.trim() ||
              (description === 'Default Response' &&
                (content === undefined ||
                  status === '204' ||
                  Number(status) >= 400 ||
                  all.filter(([other]) => other.startsWith('2')).length > 1)),
          )
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      ]),
    )
    expect(unexplained).toEqual([])
  })

  it('documents the statuses and roles as their lists', async () => {
    expect((await documented('/api/tickets/')).items!.properties!.status!.enum).toEqual(APPLICATION_STATUSES)
    expect((await documented('/api/staff/accounts/')).items!.properties!.role!.enum).toEqual(STAFF_ROLES)
  })
})
