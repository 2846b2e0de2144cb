// The serializer checks each body against its declared schema once, forwards, when the schema
// reads the same both ways; otherwise it encodes, as fastify-type-provider-zod's does (decision 068).
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { $ZodType } from 'zod/v4/core'
import { howChecked, readsTheSameBothWays, serializerCompiler } from '../src/response-serializer'
import { testApp } from './helpers/test-app'

const serialize = (schema: $ZodType, data: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/test/', httpStatus: '200' })(data)

describe('which schemas read the same both ways', () => {
  const node: z.ZodType = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }))
  it.each([
    ['an object of plain values', z.object({ id: z.number().int(), name: z.string().max(5).optional() })],
    [
      'an array of unions of enums and literals',
      z.array(z.union([z.enum(['a', 'b']), z.literal(3), z.null()])),
    ],
    ['a discriminated union', z.discriminatedUnion('kind', [z.object({ kind: z.literal('x') })])],
    [
      'a record, a tuple, an intersection',
      z.tuple([z.record(z.string(), z.boolean()), z.object({}).and(z.object({}))]),
    ],
    ['a recursive schema', node],
  ])('%s does', (_label, schema) => expect(readsTheSameBothWays(schema)).toBe(true))

  it.each([
    ['a default deep inside', z.object({ rows: z.array(z.object({ remarks: z.string().default('') })) })],
    ['a transform', z.string().transform((text) => text.trim())],
    ['a codec', z.codec(z.string(), z.number(), { decode: Number, encode: String })],
    ['a catch', z.object({ n: z.number().catch(0) })],
    ['a type it does not know', z.map(z.string(), z.string())],
  ])('%s does not', (_label, schema) => expect(readsTheSameBothWays(schema)).toBe(false))
})

describe('the serializer', () => {
  it('writes only what the schema declares, and refuses a body that breaks it', () => {
    const schema = z.object({ id: z.number().int(), name: z.string() })
    expect(serialize(schema, { id: 1, name: 'Pema', password: 'x' })).toBe('{"id":1,"name":"Pema"}')
    expect(() => serialize(schema, { id: 1.5, name: 'Pema' })).toThrow(/Response doesn't match the schema/)
  })

  it('encodes what does not read the same both ways: a codec writes its wire form, a default fills in nothing', () => {
    expect(serialize(z.codec(z.string(), z.number(), { decode: Number, encode: String }), 7)).toBe('"7"')
    expect(howChecked.get('GET /test/ 200')).toBe('encoded')
    expect(() => serialize(z.object({ remarks: z.string().default('none') }), {})).toThrow(
      /Response doesn't match the schema/,
    )
    howChecked.delete('GET /test/ 200')
  })

  let portal: Awaited<ReturnType<typeof testApp>> | undefined
  afterAll(() => portal?.close())
  it("checks every route's declared answers the cheap way", async () => {
    portal = await testApp()
    expect(howChecked.get('GET /api/tickets/ 200')).toBe('parsed')
    expect([...howChecked].filter(([, how]) => how === 'encoded').map(([route]) => route)).toEqual([])
  })
})
