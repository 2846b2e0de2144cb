// Response contracts (issue 13): routes declare the domain's response schemas, so the OpenAPI
// document describes what is sent, and the serializer (zod's, set in app.ts) checks each answer
// that the integration suite provokes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

describe('response contracts', () => {
  it.each([
    ['/api/tickets/', 'array'],
    ['/api/tickets/{id}/', 'object'],
  ])('documents what %s sends, from the domain', async (path, type) => {
    const document = (await portal.app.inject('/api/docs/json')).json<OpenApiDocument>()
    const schema = document.paths[path]!.get!.responses['200']!.content!['application/json']!.schema as {
      type: string
      items?: { properties: Record<string, { enum?: string[] }> }
      properties?: Record<string, { enum?: string[] }>
    }
    expect(schema.type).toBe(type)
    const properties = schema.items?.properties ?? schema.properties!
    expect(properties.status?.enum).toEqual(['Pending', 'Approved', 'Rejected'])
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(Object.keys(ZTicketSchema.shape)))
  })
})
