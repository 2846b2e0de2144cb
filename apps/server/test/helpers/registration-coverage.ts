import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest'

/**
 * Used only by `npm run mutate` (vitest.mutate.config.ts); a no-op anywhere else.
 *
 * Each test file builds its app in `beforeAll`, so the code that runs while routes and services
 * register (a route's path, its schema, its limits) runs outside any test. Stryker's Vitest runner
 * counts that as static coverage, and credits it only to the few tests that build an app of their
 * own inside the test. It then runs such a mutant against those few tests, which never call the
 * mutated route, and reports it surviving though the suite kills it (decision 034).
 *
 * In Stryker's coverage run, this credits what ran in a file's `beforeAll` hooks to every test of
 * that file, when the file reaches the same source file at run time (some test of it covers a
 * mutant there) or checks what every route registers (the OpenAPI document). The mutant run then
 * runs those tests, with the mutant active from before the file's `beforeAll`, which is how
 * Stryker's runner activates mutants anyway.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Provided by Stryker's Vitest runner: 'dry-run' while it collects coverage. */
    mode?: 'dry-run' | 'mutant'
    globalNamespace?: string
  }
}

/** Test files that check what every route registers, whatever routes their tests call. */
const WHOLE_APP_TEST_FILES = ['/apps/server/test/contracts.test.ts']

type Coverage = { static: Record<string, number>; perTest: Record<string, Record<string, number>> }
type StrykerNamespace = { mutantCoverage?: Coverage; currentTestId?: string }

const mode = inject('mode')
const namespaceName = inject('globalNamespace')

if (mode === 'dry-run' && namespaceName) {
  const ns = ((globalThis as Record<string, unknown>)[namespaceName] ??= {}) as StrykerNamespace
  // Setup files run again before each test file: read the instrumented sources once per worker.
  const cache = globalThis as { strykerMutantFiles?: Map<string, string> }
  const fileOfMutant = (cache.strykerMutantFiles ??= mutantSourceFiles())
  let staticBefore: Record<string, number> = {}
  let registered = new Set<string>()
  let testsOfFile: string[] = []

  beforeAll(() => {
    staticBefore = { ...ns.mutantCoverage?.static }
    registered = new Set()
    testsOfFile = []
  })
  // Hooks of nested `describe`s may register more before their first test: look again each time.
  beforeEach(() => {
    for (const [id, hits] of Object.entries(ns.mutantCoverage?.static ?? {}))
      if (hits > (staticBefore[id] ?? 0)) registered.add(id)
  })
  afterEach(() => {
    if (ns.currentTestId) testsOfFile.push(ns.currentTestId)
  })
  afterAll(() => {
    const perTest = ns.mutantCoverage?.perTest
    if (!perTest || registered.size === 0) return
    const reached = new Set(
      testsOfFile.flatMap((test) => Object.keys(perTest[test] ?? {}).map((id) => fileOfMutant.get(id))),
    )
    const wholeApp = WHOLE_APP_TEST_FILES.some((file) => testsOfFile[0]?.includes(`${file}#`))
    const credited = [...registered].filter((id) => wholeApp || reached.has(fileOfMutant.get(id)))
    for (const test of testsOfFile) {
      const covered = (perTest[test] ??= {})
      for (const id of credited) covered[id] = (covered[id] ?? 0) + 1
    }
  })
}

/** Mutant id → the source file it is in, read from the sources Stryker instrumented. */
function mutantSourceFiles(): Map<string, string> {
  const fileOf = new Map<string, string>()
  const roots = ['../../src/', '../../../../packages/domain/src/'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  )
  for (const root of roots)
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue
      const file = path.join(entry.parentPath, entry.name)
      for (const [, ids] of readFileSync(file, 'utf8').matchAll(/stryCov_9fa48\(([^)]*)\)/g))
        for (const [, id] of ids!.matchAll(/"(\d+)"/g)) fileOf.set(id!, file)
    }
  return fileOf
}
