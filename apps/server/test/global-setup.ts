import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openEmbedded } from '../src/db/database'
import { prepareDatabase } from '../src/db/open'

/**
 * A fresh PGlite takes ~6 s to create; one migrated, seeded database dumped once and
 * loaded by every test file takes ~1 s. Against PostgreSQL each file makes its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-template-'))
  const templateFile = path.join(dir, 'template.tar')
  const handle = await openEmbedded('memory://')
  await prepareDatabase(handle)
  await handle.embedded!.dumpTo(templateFile)
  await handle.close()
  project.provide('databaseTemplateFile', templateFile)
  return () => rm(dir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplateFile: string
  }
}
