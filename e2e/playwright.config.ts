import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// One fresh embedded database per run; workers inherit the variable from the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'))
const port = Number(process.env.E2E_PORT ?? 8181)
const baseURL = `http://127.0.0.1:${port}`

/**
 * Debian's headless shell, the browser without its window's machinery, takes about a fifth
 * less CPU a test than the full chromium on two cores the server shares; either will do.
 */
function chromiumPath() {
  const headlessShell = '/usr/bin/chromium-headless-shell'
  return existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'
}

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try is a flake to find the cause of, not a pass: no
  // retries, and in CI a flaky result fails the run should anyone bring retries back.
  retries: 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: [['list']],
  // CI shares two cores among the server, two browsers and the test workers: a cold page
  // fetches some fifty script chunks, which can take longer there than the defaults allow.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL,
    // A failed test keeps its actions, requests and console, and its last screenshot below; the
    // trace's film of every step and its copy of the page at each one cost a fifth of the run's time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // Each test's fresh context would install the service worker and fetch every page it
    // keeps: the two specs about the worker and the takeover of built pages allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    // The first admin's password from the environment is changed once, before the specs.
    { name: 'first-admin', testMatch: /first-admin\.setup\.ts$/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['first-admin'] },
  ],
  webServer: {
    // The production build, as deployed: test:e2e builds it first.
    command: 'node --enable-source-maps apps/server/dist/main.mjs',
    cwd: '..',
    url: `${baseURL}/api/divisions/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      PORTAL_ADMIN_USERNAME: 'admin',
      // Changed to e2e-admin-password by tests/first-admin.setup.ts before the specs run.
      PORTAL_ADMIN_PASSWORD: 'e2e-first-admin-passphrase',
      OUTBOX_POLL_MS: '500',
      // Each test names its own client (tests/fixtures.ts), as customers behind a proxy are told apart.
      TRUST_PROXY: '127.0.0.1',
    },
  },
})
