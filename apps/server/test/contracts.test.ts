// Response contracts (issue 13): routes declare the domain's response schemas, so the OpenAPI
// document describes what is sent, and the serializer (zod's, set in app.ts) checks each answer
// that the integration suite provokes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZCustomerResponseSchema } from '@portal/domain/customer'
import { ZDivisionListResponseSchema } from '@portal/domain/lookups'
import { STAFF_ROLES, ZInboxRowSchema, ZStaffAccountSchema } from '@portal/domain/staff'
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
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
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
  ])('documents what %s sends, from the domain', async (path, rowOf, contract) => {
    const row = rowOf(await documented(path))
    expect(row.type).toBe('object')
    expect(Object.keys(row.properties!)).toEqual(expect.arrayContaining(Object.keys(contract.shape)))
  })

  it('documents the statuses and roles as their lists', async () => {
    expect((await documented('/api/tickets/')).items!.properties!.status!.enum).toEqual(APPLICATION_STATUSES)
    expect((await documented('/api/staff/accounts/')).items!.properties!.role!.enum).toEqual(STAFF_ROLES)
  })
})
