import { readdir } from 'node:fs/promises'
import path from 'node:path'
import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_FORMS } from '@portal/domain/applications/form-catalogue'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { signedInCustomer } from './helpers/customers'
import { FORM_SAMPLES } from '../../../packages/domain/test/form-samples'
import { fileSample, filingBody } from './helpers/filings'
import { file, multipart } from './helpers/files'
import { signedInStaff } from './helpers/staff'
import { startThread } from './helpers/wallet'
import { testApp } from './helpers/test-app'

/**
 * Hostile input to every route of the OpenAPI document (issue 10): wrong types, huge and
 * empty strings, control characters, broken multipart, wrong content types, ids of other
 * customers. Never a 5xx; every refusal has the contract's body; a refused request changes
 * no row count and stores no file. `npm test` runs a few cases per route with a fixed seed;
 * `npm run fuzz` runs many more (FUZZ_RUNS, FUZZ_SEED).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)

interface Operation {
  method: 'GET' | 'POST' | 'PATCH'
  path: string
  pathParams: string[]
  query: string[]
  bodyFields: string[]
  jsonBody: boolean
}

// Logging out takes no input and would end the sessions the other cases use.
const NOT_FUZZED = new Set(['POST /api/accounts/logout/', 'POST /api/staff/logout/'])
// Counted on refusals too, by design: a refused sign-in spends its limit.
const CHANGED_BY_REFUSALS = new Set(['rate_limits'])

let portal: Awaited<ReturnType<typeof testApp>>
let operations: Operation[]
let tables: string[]
const auth: Record<string, string | undefined> = {}
const ids: string[] = []

beforeAll(async () => {
  portal = await testApp()
  const { app } = portal
  await app.ready()
  const owner = await signedInCustomer(app)
  const stranger = await signedInCustomer(app)
  auth.owner = owner.authorization
  auth.stranger = stranger.authorization
  auth.officer = (await signedInStaff(app, 'officer', ['ESD Thimphu'])).authorization
  auth.admin = (await signedInStaff(app, 'admin')).authorization
  auth.garbage = 'Token not-a-token'
  auth.none = undefined

  // Something of the owner's to aim at: an application with documents, decided, and a thread.
  const division = await app.db.selectFrom('divisions').select('id').orderBy('id').executeTakeFirstOrThrow()
  const filed = await fileSample(app, owner.authorization, '/power-clearance', { division: division.id })
  const application = filed.json<{ id: number; attachments: { id: number }[] }>()
  await app.inject({
    method: 'POST',
    url: `/api/staff/applications/${application.id}/decision/`,
    headers: { authorization: auth.admin },
    payload: { decision: 'Approved', remarks: 'Fine' },
  })
  const thread = await startThread(app)
  const { verify_code } = await app.db
    .selectFrom('applications')
    .select('verify_code')
    .where('id', '=', application.id)
    .executeTakeFirstOrThrow()
  ids.push(
    String(application.id),
    String(application.attachments[0]!.id),
    owner.registration.cid,
    thread.thread_id,
    verify_code!,
  )

  operations = operationsOf(app.swagger() as OpenApiDocument).filter(
    (op) => !NOT_FUZZED.has(`${op.method} ${op.path}`),
  )
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%'`.execute(
    app.db,
  )
  tables = rows.map((r) => r.table_name).filter((t) => !CHANGED_BY_REFUSALS.has(t))
})
afterAll(() => portal.close())

describe('hostile input to every route', () => {
  it('finds the routes of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(60)
  })

  // The routes are read in beforeAll; a failure names its request.
  it('never answers 5xx, always with the contract body, and a refusal saves nothing', async () => {
    // After a refusal the counts are known to be what they were: the next request starts from them.
    let known: Awaited<ReturnType<typeof snapshot>> | undefined
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async (request) => {
          const before = known ?? (await snapshot())
          known = undefined
          const response = await portal.app.inject(request)
          const where = `${request.method} ${request.url.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`
          expect(response.statusCode, where).toBeLessThan(500)
          if (response.statusCode >= 400) {
            const body = response.json<{ detail?: unknown; errors?: Record<string, unknown> }>()
            expect(typeof body.detail, where).toBe('string')
            for (const messages of Object.values(body.errors ?? {}))
              expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string'), where).toBe(
                true,
              )
            const after = await snapshot()
            expect(after, where).toEqual(before)
            known = after
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
    }
  }, 300_000)
})

/** Row counts of every table, and the number of stored files. */
async function snapshot() {
  const counts = await sql<Record<string, string>>`SELECT ${sql.join(
    tables.map((t) => sql`(SELECT count(*) FROM ${sql.table(t)}) AS ${sql.ref(t)}`),
  )}`.execute(portal.db)
  return { ...counts.rows[0], files: await storedFiles() }
}

async function storedFiles() {
  const root = path.join(portal.dataDir, 'files')
  let count = 0
  for (const prefix of await readdir(root).catch(() => [] as string[]))
    count += (await readdir(path.join(root, prefix)).catch(() => [] as string[])).length
  return count
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[]
        requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
      }
    >
  >
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? []
      const json = op.requestBody?.content['application/json']
      return {
        method: method.toUpperCase() as Operation['method'],
        path: route,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(json?.schema?.properties ?? formFieldsOf(route)),
        jsonBody: Boolean(json),
      }
    }),
  )
}

/** The fields of the forms that post to a services route: its multipart parts. */
function formFieldsOf(route: string): Record<string, true> {
  const resource = /^\/api\/services\/([a-z-]+)\/$/.exec(route)?.[1]
  if (!resource) return {}
  const names = APPLICATION_FORMS.filter((f) => SERVICE_TYPES[f.type].resource === resource).flatMap((f) => [
    ...Object.keys((f.schema as unknown as { shape: object }).shape),
    ...f.files,
  ])
  return Object.fromEntries(names.map((name) => [name, true]))
}

// ---- the hostile values -------------------------------------------------------------------

const SPECIAL = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n',
  '\u202Eevil',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '%',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9007199254740993',
  '99999999999999999999999',
  '2026-02-30',
  'true',
  '{}',
  '[]',
  '😀'.repeat(50),
]

// Characters a database, a PDF or a log line may choke on, mixed with ordinary ones.
const awkwardCharacter = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\n',
  '\t',
  '\u202E',
  '\uFEFF',
  'a',
  'é',
  '\\',
  '"',
)

const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: awkwardCharacter, minLength: 1, maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 2_000, maxLength: 20_000 }) },
)

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }) },
)

/** An id: another customer's things (the owner's, asked for by anyone), or anything at all. */
const hostileId = () => fc.oneof(fc.constantFrom(...ids), hostileText)

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
]

function requestFor(op: Operation) {
  const pathArb = fc
    .tuple(...op.pathParams.map(() => hostileId()))
    .map((values) =>
      op.pathParams.reduce(
        (url, name, i) =>
          url.replace(
            `{${name}}`,
            encodeURIComponent(typeof values[i] === 'string' ? values[i] : JSON.stringify(values[i])),
          ),
        op.path,
      ),
    )
  // One or two parameters at a time: with all of them hostile, the first refusal hides the rest.
  const queryArb = fc
    .subarray([...op.query, 'extra'], { maxLength: Math.min(2, op.query.length + 1) })
    .chain((names) => fc.tuple(...names.map(() => hostileId())).map((values) => ({ names, values })))
    .map(({ names, values }) =>
      new URLSearchParams(names.map((name, i): [string, string] => [name, String(values[i])])).toString(),
    )
  const fieldsArb = fc.dictionary(
    fc.constantFrom(...op.bodyFields, 'unknown_field'),
    op.bodyFields.length ? hostileValue : hostileText,
  )
  const bodyArb = op.method === 'GET' ? fc.constant(undefined) : bodyFor(op, fieldsArb)
  return fc
    .record({
      url: pathArb,
      query: queryArb,
      who: whoFor(op),
      body: bodyArb,
      remoteAddress: fc.constantFrom('203.0.113.10', '203.0.113.11', '198.51.100.7'),
    })
    .map(({ url, query, who, body, remoteAddress }) => ({
      method: op.method,
      url: query ? `${url}?${query}` : url,
      remoteAddress,
      headers: {
        ...(auth[who] ? { authorization: auth[who] } : {}),
        ...(body?.contentType ? { 'content-type': body.contentType } : {}),
      },
      payload: body?.payload,
    }))
}

/** Mostly someone the route lets in, so the input reaches past the door; anyone at all otherwise. */
function whoFor(op: Operation) {
  const admitted = op.path.startsWith('/api/staff/') ? ['officer', 'admin'] : ['owner', 'stranger']
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...admitted) },
    { weight: 1, arbitrary: fc.constantFrom(...Object.keys(auth)) },
  )
}

type Body = { payload: string | Buffer | FormData | undefined; contentType?: string }

function bodyFor(op: Operation, fieldsArb: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Body> {
  const asJson = fieldsArb.map((fields) => ({
    payload: JSON.stringify(fields),
    contentType: 'application/json',
  }))
  const anyJson = fc
    .jsonValue()
    .map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' }))
  const wrongType = fc
    .tuple(hostileText, fc.constantFrom(...CONTENT_TYPES))
    .map(([text, contentType]) => ({ payload: text, contentType }))
  const asMultipart = fc
    .tuple(
      fieldsArb,
      fc.dictionary(fc.constantFrom(...op.bodyFields, 'x'), fc.uint8Array({ maxLength: 2_000 })),
    )
    .map(([fields, files]) => ({
      payload: multipart({
        ...Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ),
        ...Object.fromEntries(Object.entries(files).map(([k, bytes]) => [k, file(bytes, `${k}.pdf`)])),
      }),
    }))
  const brokenMultipart = fc.tuple(hostileText, fc.boolean()).map(([text, withBoundary]) => ({
    payload: `--b\r\nContent-Disposition: form-data; name="location"\r\n\r\n${text}`,
    contentType: withBoundary ? 'multipart/form-data; boundary=b' : 'multipart/form-data',
  }))
  const nearlyValid = nearlyValidFiling(op)
  const empty = fc.constant({ payload: undefined })
  const huge = fc.constant({ payload: 'x'.repeat(1_100_000), contentType: 'application/json' })
  return fc.oneof(
    { weight: op.jsonBody ? 5 : 1, arbitrary: asJson },
    { weight: 2, arbitrary: anyJson },
    { weight: 2, arbitrary: wrongType },
    { weight: op.jsonBody ? 1 : 5, arbitrary: asMultipart },
    { weight: 2, arbitrary: brokenMultipart },
    { weight: 1, arbitrary: empty },
    { weight: 1, arbitrary: huge },
    ...(nearlyValid ? [{ weight: 6, arbitrary: nearlyValid }] : []),
  )
}

/**
 * A filing route's valid sample with one or two fields made hostile, so that the hostile value
 * travels past the other checks to the database, the file store and the letter.
 */
function nearlyValidFiling(op: Operation): fc.Arbitrary<Body> | undefined {
  const resource = /^\/api\/services\/([a-z-]+)\/$/.exec(op.path)?.[1]
  const forms = APPLICATION_FORMS.filter((f) => SERVICE_TYPES[f.type].resource === resource)
  if (op.method !== 'POST' || !forms.length) return undefined
  return fc
    .constantFrom(...forms)
    .chain((form) => {
      const sample = FORM_SAMPLES[form.path]!
      return fc
        .subarray(Object.keys(sample), { minLength: 1, maxLength: 2 })
        .chain((names) => fc.tuple(...names.map(() => hostileValue)).map((values) => ({ names, values })))
        .map(({ names, values }) => {
          const values_ = { ...sample, ...Object.fromEntries(names.map((n, i) => [n, values[i]])) }
          return { form, values: values_ }
        })
    })
    .map(({ form, values }) =>
      form.encoding === 'json'
        ? { payload: JSON.stringify(values), contentType: 'application/json' }
        : { payload: filingBody(form, values) as FormData },
    )
}
