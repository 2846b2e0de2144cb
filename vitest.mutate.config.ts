import { defineConfig } from 'vitest/config'

/**
 * The suites `npm run mutate` runs for each mutant: the domain's and the server's, less the
 * tests that start whole processes, fuzz at random or compile the schema's types. Those test
 * the process and its build, not the services' logic, and each would cost minutes per mutant.
 *
 * Modules are loaded once per worker, not again for each test file (`isolate: false`): Stryker
 * switches mutants at run time, and re-importing the server for each of a mutant's test files
 * was most of its time (the suite runs in 90 s instead of 135, on half the CPU).
 *
 * `MUTATE_PROJECT=domain` keeps the domain's own suite alone: it runs in seconds, where the
 * server's takes a minute and a half for each mutant that some server test reaches.
 */
const onlyProject = process.env.MUTATE_PROJECT

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          exclude: [
            'test/{crash,shutdown,two-instances,fuzz,backup,schema-types,migrations,wallet-sockets}.test.ts',
          ],
          globalSetup: ['test/global-setup.ts'],
          // What runs while each test file's app registers is credited to that file's tests.
          setupFiles: ['test/helpers/registration-coverage.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ].filter((project) => !onlyProject || project.test.name === onlyProject),
  },
})
