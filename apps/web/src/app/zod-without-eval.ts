import { z } from 'zod'

// Zod compiles object parsers with `new Function` when it may; the page's Content Security
// Policy forbids it (script-src 'self'), and merely probing for it is reported as a
// violation. Set before any schema is made: app/start.tsx imports this module first.
z.config({ jitless: true })
