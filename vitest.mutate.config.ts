import { defineConfig } from 'vitest/config'

/**
 * The suites `npm run mutate` runs for each mutant: the domain's and the server's, less the
 * tests that start whole processes, fuzz at random or compile the schema's types. Those test
 * the process and its build, not the services' logic, and each would cost minutes per mutant.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          exclude: [
            'test/{crash,shutdown,two-instances,fuzz,backup,schema-types,migrations,wallet-sockets}.test.ts',
          ],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
