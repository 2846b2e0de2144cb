import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { $ZodType } from 'zod/v4/core'

/** Types that read the same either way: nothing in them converts, fills in or falls back. */
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'literal',
  'enum',
  'date',
  'any',
  'unknown',
  'never',
  'nan',
  'template_literal',
])

type Def = Record<string, unknown> & { type: string }
const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def

/**
 * Whether checking a body with `schema` gives the same body forwards (parse) as backwards
 * (encode): true when no part of it transforms, pipes (a codec), defaults or catches. Any
 * type not known here counts as converting.
 */
export function readsTheSameBothWays(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true // a recursive schema: its other parts decide
  seen.add(schema)
  const def = defOf(schema)
  const each = (schemas: unknown[]) => schemas.every((inner) => readsTheSameBothWays(inner as $ZodType, seen))
  if (LEAVES.has(def.type)) return true
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      return each([def.innerType])
    case 'array':
      return each([def.element])
    case 'object':
      return each([...Object.values(def.shape as object), ...(def.catchall ? [def.catchall] : [])])
    case 'union':
      return each(def.options as unknown[])
    case 'intersection':
      return each([def.left, def.right])
    case 'record':
      return each([def.keyType, def.valueType])
    case 'tuple':
      return each([...(def.items as unknown[]), ...(def.rest ? [def.rest] : [])])
    case 'lazy':
      return each([(def.getter as () => unknown)()])
    default:
      return false
  }
}

/** How each route's answers are checked, by method, route and status (the tests read it). */
export const howChecked = new Map<string, 'parsed' | 'encoded'>()

/**
 * Checks each body against its route's declared schema, as fastify-type-provider-zod's
 * serializer does, and writes it as JSON. That one encodes (zod's backward direction), which
 * for a schema with checks parses each value twice; a schema that reads the same both ways
 * (every response schema today) is parsed once instead, a third of the time for the ticket
 * list (decision 068). Either way a body that breaks its schema is a 500, never sent.
 */
export const serializerCompiler: FastifySerializerCompiler<$ZodType> = ({
  schema,
  method,
  url,
  httpStatus,
}) => {
  const sameBothWays = readsTheSameBothWays(schema)
  howChecked.set(`${method} ${url} ${httpStatus}`, sameBothWays ? 'parsed' : 'encoded')
  const check = sameBothWays ? z.safeParse : z.safeEncode
  return (data) => {
    const result = check(schema, data)
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error })
    return JSON.stringify(result.data)
  }
}
