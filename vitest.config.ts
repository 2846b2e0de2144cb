import { configDefaults, defineConfig } from 'vitest/config'

/**
 * Left out of `npm run test:fast` (TEST_FAST=1), the inner loop: the server files that start
 * processes, talk to an S3, SMPP or SMTP server of their own, or send bursts. `npm test` and
 * CI run them all.
 */
const SLOW_SERVER_FILES = [
  'test/shutdown.test.ts', // processes
  'test/staff-command.test.ts',
  'test/two-instances.test.ts',
  'test/crash.test.ts',
  'test/data-dir-lock.test.ts',
  'test/backup.test.ts',
  'test/private-data.test.ts',
  'test/wallet-sockets.test.ts', // sockets held open for seconds
  'test/file-stores.test.ts', // S3
  'test/sms-smpp.test.ts', // an SMSC
  'test/sms-delivery-receipts.test.ts',
  'test/email-smtp.test.ts', // an SMTP server
  'test/limits.test.ts', // bursts
  'test/network-limits.test.ts',
  'test/costly-work.test.ts',
  'test/sign-in-codes.test.ts',
  'test/staff-security.test.ts',
  'test/test-databases.test.ts', // embedded databases started and dumped
  'test/sms-ceiling.test.ts', // proofs of work solved
  'test/wallet.test.ts',
]

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, where
    // many server tests wait on timers, sockets and child processes rather than compute. Three
    // keep two cores busy (204 s with two, 176 s with three or four, on a quiet machine).
    maxWorkers: 3,
    // Each file as compiled is kept under node_modules (`npm ci` clears it) and used again by the
    // next run while its source, the config and Vitest are the same: a rerun skips most of the
    // compiling (transform 12 s → 3 s of `test:fast`). Catalogues are virtual modules, hashed by content.
    experimental: { fsModuleCache: true },
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'], isolate: false } },
      // The web app's own logic in a simulated page (jsdom), its network mocked by msw.
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/setup.ts'],
          // One page per worker, not per file: test/setup.ts cleans the page, the network's
          // handlers and the storage after every test, which is what isolation would give.
          isolate: false,
        },
      },
      // The repository's own rules: the lint configuration's layers.
      { test: { name: 'architecture', root: '.', include: ['test/**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_FAST ? SLOW_SERVER_FILES : [])],
          globalSetup: ['test/global-setup.ts'],
          // Each file builds its own app on its own database; what they share is the modules,
          // which are then loaded once per worker instead of once per file (most of a file's time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
