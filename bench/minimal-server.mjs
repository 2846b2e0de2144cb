// The floor the portal is measured against (api-overhead.ts): Fastify and pg with the portal's
// pool size and nothing else. GET /api/tickets/ runs the portal's two statements (the token,
// then the list) and answers the same JSON; POST /api/upload/ streams each multipart file to disk.
import { createWriteStream } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createHash } from 'node:crypto'
import multipart from '@fastify/multipart'
import Fastify from 'fastify'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const uploads = await mkdtemp(path.join(os.tmpdir(), 'minimal-uploads-'))
const app = Fastify()
await app.register(multipart, { limits: { fileSize: 1_000_000 } })

app.get('/api/tickets/', async (request, reply) => {
  const token = /^token\s+([A-Za-z0-9_-]{16,128})$/i.exec(request.headers.authorization ?? '')?.[1]
  const hash = token && createHash('sha256').update(token).digest('hex')
  const owner = await pool.query(
    'select "customer_cid" from "customer_tokens" where "token_hash" = $1 and "revoked_at" is null and "expires_at" > $2',
    [hash, new Date()],
  )
  const cid = owner.rows[0]?.customer_cid
  if (!cid) return reply.code(401).send({ detail: 'Your session has expired. Please sign in again.' })
  const { rows } = await pool.query(
    'select "applications"."id", "applications"."service", "applications"."request_type", "applications"."status", "applications"."created_at", "applications"."verify_code", "customers"."name" from "applications" inner join "customers" on "customers"."cid" = "applications"."customer_cid" where "applications"."customer_cid" = $1 order by "applications"."id" desc limit $2',
    [cid, 1000],
  )
  return rows.map((row) => ({
    id: row.id,
    service: row.service,
    service_id: row.id,
    request_type: row.request_type ?? undefined,
    name: row.name,
    created: row.created_at.toISOString(),
    status: row.status,
    ...(row.verify_code ? { verify_url: `/verify/${row.verify_code}` } : {}),
  }))
})

let uploaded = 0
app.post('/api/upload/', async (request, reply) => {
  for await (const part of request.parts())
    if (part.type === 'file')
      await pipeline(part.file, createWriteStream(path.join(uploads, `${++uploaded}`)))
  return reply.code(201).send({ id: uploaded })
})

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
