import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openEmbedded, openPostgres } from '../src/db/database'
import { prepareDatabase } from '../src/db/open'
import { databaseUrl, withAdmin } from './helpers/postgres'

/**
 * A fresh PGlite takes ~6 s to create; one migrated, seeded database dumped once and
 * loaded by every test file takes ~1 s. Against PostgreSQL likewise: one database is
 * migrated and seeded once, and each test file's is a copy of it (CREATE DATABASE …
 * TEMPLATE), made in a fraction of the time the migrations and reference data take.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) return postgresTemplate(project, serverUrl)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-template-'))
  const templateFile = path.join(dir, 'template.tar')
  const handle = await openEmbedded('memory://')
  await prepareDatabase(handle)
  await handle.embedded!.dumpTo(templateFile)
  await handle.close()
  project.provide('databaseTemplateFile', templateFile)
  return () => rm(dir, { recursive: true, force: true })
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `portal_template_${randomBytes(6).toString('hex')}`
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`))
  const drop = () =>
    withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  try {
    // Closed before any copy is made: PostgreSQL copies only a database no one is connected to.
    const handle = await openPostgres(databaseUrl(serverUrl, name))
    try {
      await prepareDatabase(handle)
    } finally {
      await handle.close()
    }
  } catch (error) {
    await drop()
    throw error
  }
  project.provide('databaseTemplateName', name)
  return drop
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplateFile: string
    databaseTemplateName: string
  }
}
