import { defineConfig } from 'vitest/config'

/**
 * The suites `npm run mutate` runs for each mutant: the domain's and the server's, less the
 * tests that start whole processes, fuzz at random or compile the schema's types. Those test
 * the process and its build, not the services' logic, and each would cost minutes per mutant.
 *
 * With MUTATE_SHARED_MODULES=1, modules load once per worker, not again for each test file
 * (`isolate: false`): re-importing the server for each of a mutant's test files was most of
 * the time (the suite runs in 90 s instead of 135, on half the CPU). Use it for the services
 * and the domain only: the routes' options run in each file's `beforeAll`, and shared modules
 * made Stryker credit them to tests, then report their mutants surviving (decision 034).
 */
const isolate = process.env.MUTATE_SHARED_MODULES !== '1'

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'], isolate } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          exclude: [
            'test/{crash,shutdown,two-instances,fuzz,backup,schema-types,migrations,wallet-sockets}.test.ts',
          ],
          globalSetup: ['test/global-setup.ts'],
          isolate,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
