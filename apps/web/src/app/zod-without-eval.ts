import { z } from 'zod'

// Zod compiles object parsers with `new Function` when it may; the page's Content Security
// Policy forbids it (script-src 'self'), and merely probing for it is reported as a
// violation. Set before any schema is made: app/start.tsx imports this module first. The
// bundler may still run this after the chunks start.tsx imports, so those chunks (the top bar's,
// lib/i18n's) must make no schema; the CSP journey in e2e/tests/navigation.spec.ts fails if one does.
z.config({ jitless: true })
