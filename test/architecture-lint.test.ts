// The lint configuration's layer rules (eslint.config.js, issue 13), proved: each forbidden
// import is reported with its rule, and the imports the layers rely on are not.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_FEATURES, WEB_FEATURES } from '../eslint.config.js'

const root = path.join(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })

/** The boundary messages ESLint gives `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport default imported\n`, {
    filePath: path.join(root, file),
  })
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message)
}

describe('the layers, as the lint configuration fences them', () => {
  it.each([
    [
      'a feature importing another by a relative path',
      'apps/web/src/features/auth/components/probe.tsx',
      "import imported from '../../tickets/components/ticket-page'",
      'Features do not import each other',
    ],
    [
      'a feature importing another by the alias',
      'apps/web/src/features/tickets/components/probe.tsx',
      "import { LoginForm as imported } from '@/features/auth/components/login-form'",
      'Features do not import each other',
    ],
    [
      'a feature importing the wallet simulator',
      'apps/web/src/features/auth/components/probe.tsx',
      "import { rejectShare as imported } from '@/features/wallet-simulator/api/simulator'",
      'Features do not import each other',
    ],
    [
      'lib/ importing a feature',
      'apps/web/src/lib/probe.ts',
      "import { login as imported } from '@/features/auth/api/login'",
      'Shared code',
    ],
    [
      'components/ importing the app',
      'apps/web/src/components/probe.tsx',
      "import { routes as imported } from '@/app/routes'",
      'Shared code',
    ],
    [
      'the domain importing the server',
      'packages/domain/src/probe.ts',
      "import { buildApp as imported } from '../../../apps/server/src/app'",
      'The domain imports nothing of ours',
    ],
    [
      'the domain importing the web app',
      'packages/domain/src/probe.ts',
      "import { api as imported } from '../../../apps/web/src/lib/api-client'",
      'The domain imports nothing of ours',
    ],
    [
      'the web app importing the server',
      'apps/web/src/lib/probe.ts',
      "import { buildApp as imported } from '../../../server/src/app'",
      'The web app does not import the server',
    ],
    [
      'the server importing the web app',
      'apps/server/src/probe.ts',
      "import { api as imported } from '../../web/src/lib/api-client'",
      'The server does not import the web app',
    ],
    [
      'a route importing the web app',
      'apps/server/src/routes/probe.ts',
      "import { api as imported } from '../../../web/src/lib/api-client'",
      'The server does not import the web app',
    ],
    [
      'a repository importing a service',
      'apps/server/src/repositories/probe.ts',
      "import { createStaff as imported } from '../services/staff-accounts/staff-accounts'",
      'Repositories import no service',
    ],
    [
      'a repository importing a route',
      'apps/server/src/repositories/probe.ts',
      "import imported from '../routes/tickets'",
      'Repositories import no service',
    ],
    [
      'db/ importing a service',
      'apps/server/src/db/probe.ts',
      "import { createServices as imported } from '../services/create-services'",
      'db/ (the schema, migrations, the connection) imports no layer above it',
    ],
    [
      'db/ importing a repository',
      'apps/server/src/db/probe.ts',
      "import { lookupsRepository as imported } from '../repositories/lookups'",
      'db/ (the schema, migrations, the connection) imports no layer above it',
    ],
    [
      'a service importing a route',
      'apps/server/src/services/probe.ts',
      "import imported from '../routes/tickets'",
      'Services import no route',
    ],
    [
      'a service importing the database connection',
      'apps/server/src/services/probe.ts',
      "import { openPostgres as imported } from '../db/database'",
      'Services import only types from db/',
    ],
    [
      'a notifications module importing the database connection',
      'apps/server/src/notifications/probe.ts',
      "import { openPostgres as imported } from '../db/database'",
      'Services import only types from db/',
    ],
    [
      'a wallet module importing a route',
      'apps/server/src/wallet/probe.ts',
      "import imported from '../routes/wallet'",
      'wallet/ and backup/ serve the services and plugins',
    ],
    // Issue 47: every room of apps/server/src in a zone.
    [
      'a plugin importing app.ts',
      'apps/server/src/plugins/probe.ts',
      "import { buildApp as imported } from '../app'",
      'nothing in the server imports them',
    ],
    [
      'a service importing a script',
      'apps/server/src/services/probe.ts',
      "import imported from '../scripts/migrate'",
      'nothing in the server imports them',
    ],
    [
      'a plugin importing a route',
      'apps/server/src/plugins/probe.ts',
      "import imported from '../routes/wallet'",
      'Plugins import no route',
    ],
    [
      'a service importing a plugin',
      'apps/server/src/services/probe.ts',
      "import { loggerOptions as imported } from '../plugins/request-log'",
      'Services import no route and no plugin',
    ],
    [
      'a notifications module importing a service',
      'apps/server/src/notifications/probe.ts',
      "import { secretBoxFor as imported } from '../services/secrets/secret-box'",
      'serve the services and plugins',
    ],
    [
      'a letters module importing a service',
      'apps/server/src/letters/probe.ts',
      "import { newToken as imported } from '../services/sign-in/tokens'",
      'serve the services and plugins',
    ],
    [
      'a wallet module importing a service',
      'apps/server/src/wallet/probe.ts',
      "import { hashToken as imported } from '../services/sign-in/tokens'",
      'serve the services and plugins',
    ],
    [
      'a backup module importing a plugin',
      'apps/server/src/backup/probe.ts',
      "import { loggerOptions as imported } from '../plugins/request-log'",
      'serve the services and plugins',
    ],
    [
      'a repository importing a letters module',
      'apps/server/src/repositories/probe.ts',
      "import { renderLetter as imported } from '../letters/render-letter'",
      'Repositories import no service',
    ],
    [
      'a repository importing backup/',
      'apps/server/src/repositories/probe.ts',
      "import { backupTo as imported } from '../backup/archive'",
      'Repositories import no service',
    ],
    [
      'db/ importing notifications/',
      'apps/server/src/db/probe.ts',
      "import { wordsIn as imported } from '../notifications/wording'",
      'db/ (the schema, migrations, the connection) imports no layer above it',
    ],
    [
      'files/ importing db/',
      'apps/server/src/files/probe.ts',
      "import { openPostgres as imported } from '../db/database'",
      'sit below db/',
    ],
    [
      'a top-level module importing a service',
      'apps/server/src/errors.ts',
      "import { newToken as imported } from './services/sign-in/tokens'",
      'sit below db/',
    ],
    [
      'formats/ importing a repository',
      'apps/server/src/formats/probe.ts',
      "import { lookupsRepository as imported } from '../repositories/lookups'",
      'sit below db/',
    ],
    [
      'config/ importing the HTTP gateway',
      'apps/server/src/config/probe.ts',
      "import { statusRanges as imported } from '../notifications/http-gateway'",
      "config/ imports nothing of the server's above it",
    ],
    [
      'config/ importing a service',
      'apps/server/src/config/probe.ts',
      "import { secretBoxFor as imported } from '../services/secrets/secret-box'",
      "config/ imports nothing of the server's above it",
    ],
    [
      'a wallet module loading the configuration',
      'apps/server/src/wallet/probe.ts',
      "import { loadConfig as imported } from '../config'",
      'config/ is imported for its types only',
    ],
    [
      'a repository loading the configuration',
      'apps/server/src/repositories/probe.ts',
      "import { loadConfig as imported } from '../config'",
      'config/ is imported for its types only',
    ],
    [
      'a route loading the configuration',
      'apps/server/src/routes/probe.ts',
      "import { loadConfig as imported } from '../config'",
      'config/ is imported for its types only',
    ],
    [
      'a repository importing a notifications module',
      'apps/server/src/repositories/probe.ts',
      "import { deliverDueMessages as imported } from '../notifications/outbox-worker'",
      'Repositories import no service',
    ],
    [
      'a repository importing a wallet module',
      'apps/server/src/repositories/probe.ts',
      "import { threadMessage as imported } from '../wallet/thread-state'",
      'Repositories import no service',
    ],
    [
      "a route importing a repository's code",
      'apps/server/src/routes/probe.ts',
      "import { lookupsRepository as imported } from '../repositories/lookups'",
      'Routes import only types from services, repositories and db/',
    ],
    [
      'a route importing the database connection',
      'apps/server/src/routes/probe.ts',
      "import { openPostgres as imported } from '../db/database'",
      'Routes import only types from services, repositories and db/',
    ],
    [
      "a route importing a service's code, not calling its area",
      'apps/server/src/routes/probe.ts',
      "import { toApiCustomer as imported } from '../services/customers/customers'",
      'Routes import only types from services, repositories and db/',
    ],
  ])('reports %s', async (_case, file, code, message) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringContaining(message)])
  })

  it.each([
    [
      'a feature importing its own files',
      'apps/web/src/features/auth/components/probe.tsx',
      "import { login as imported } from '../api/login'",
    ],
    [
      'a feature importing shared code',
      'apps/web/src/features/auth/components/probe.tsx',
      "import { api as imported } from '@/lib/api-client'",
    ],
    [
      'the web app importing the domain',
      'apps/web/src/lib/probe.ts',
      "import { MESSAGES as imported } from '@portal/domain/messages'",
    ],
    [
      'the server importing the domain',
      'apps/server/src/probe.ts',
      "import { MESSAGES as imported } from '@portal/domain/messages'",
    ],
    [
      'the app frame importing a feature',
      'apps/web/src/app/probe.tsx',
      "import imported from '@/features/tickets/components/ticket-page'",
    ],
    [
      "a route importing a repository's type",
      'apps/server/src/routes/probe.ts',
      "import type { LookupsRepository as imported } from '../repositories/lookups'",
    ],
    [
      "a route importing a service's type",
      'apps/server/src/routes/probe.ts',
      "import type { ApplicationUpload as imported } from '../services/filings/application-upload'",
    ],
    [
      "a route importing the schema's types",
      'apps/server/src/routes/probe.ts',
      "import type { Database as imported } from '../db/schema'",
    ],
    [
      'a service importing a repository',
      'apps/server/src/services/probe.ts',
      "import { lookupsRepository as imported } from '../repositories/lookups'",
    ],
    [
      "a service importing the schema's types",
      'apps/server/src/wallet/probe.ts',
      "import type { Database as imported } from '../db/schema'",
    ],
    [
      'a repository importing db/',
      'apps/server/src/repositories/probe.ts',
      "import { pendingMigrations as imported } from '../db/migrate'",
    ],
    [
      "a wallet module importing the configuration's type",
      'apps/server/src/wallet/probe.ts',
      "import type { TConfig as imported } from '../config'",
    ],
    [
      'a service reading the configuration',
      'apps/server/src/services/probe.ts',
      "import { smsTransportOf as imported } from '../config'",
    ],
    [
      'notifications/ reading which transport the settings pick',
      'apps/server/src/notifications/probe.ts',
      "import { smsTransportOf as imported } from '../config'",
    ],
    [
      'a service importing notifications/',
      'apps/server/src/services/probe.ts',
      "import { wordsIn as imported } from '../notifications/wording'",
    ],
    [
      'letters/ importing the words of notifications/',
      'apps/server/src/letters/probe.ts',
      "import { wordsIn as imported } from '../notifications/wording'",
    ],
    [
      'db/ importing files/',
      'apps/server/src/db/probe.ts',
      "import { PRIVATE_DIRECTORY_MODE as imported } from '../files/private-data-dir'",
    ],
    [
      'config/ importing trust-proxy.ts',
      'apps/server/src/config/probe.ts',
      "import { unreadableHops as imported } from '../trust-proxy'",
    ],
    ['main.ts importing app.ts', 'apps/server/src/main.ts', "import { buildApp as imported } from './app'"],
  ])('allows %s', async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([])
  })
})

describe("the server's rooms, as the lint configuration names them", () => {
  it('puts every file and folder at the top of apps/server/src in a zone of its own', async () => {
    const { settings } = await eslint.calculateConfigForFile(path.join(root, 'apps/server/src/app.ts'))
    const named = [
      ...(settings['boundaries/elements'] as { type: string; pattern: string }[]).map((e) => [
        e.type,
        e.pattern,
      ]),
      ...(settings['boundaries/files'] as { category: string; pattern: string }[]).map((f) => [
        f.category,
        f.pattern,
      ]),
    ]
    // `apps/server` itself is the catch-all zone, which fences nothing: a room must be named in a zone below it.
    const zoned = new Set(
      named
        .filter(([zone]) => zone!.startsWith('server-'))
        .flatMap(([, pattern]) => {
          const braces = /\{([^}]+)\}/.exec(pattern!)
          return braces ? braces[1]!.split(',').map((name) => pattern!.replace(braces[0], name)) : [pattern!]
        }),
    )
    const rooms = readdirSync(path.join(root, 'apps/server/src')).map((name) => `apps/server/src/${name}`)
    expect(rooms.length).toBeGreaterThan(20)
    expect(rooms.filter((room) => !zoned.has(room))).toEqual([])
  })
})

describe('the database, as the lint configuration fences it', () => {
  const messagesFor = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
    return result!.messages.map((m) => m.message)
  }
  const query =
    "export const probe = (app: { db: { selectFrom(t: string): unknown } }) => app.db.selectFrom('customers')\n"

  it.each(['apps/server/src/routes/lookups.ts', 'apps/server/src/plugins/security.ts'])(
    'reports a query written in %s',
    async (file) => {
      expect(await messagesFor(file, query)).toContainEqual(expect.stringContaining('through a repository'))
    },
  )

  it.each(['apps/server/src/routes/accounts.ts', 'apps/server/src/plugins/customer-auth.ts'])(
    'reports the database handle handed to a service in %s, which calls app.services instead',
    async (file) => {
      const handle =
        'declare const issueToken: (db: unknown, cid: string) => unknown\n' +
        "export const probe = (app: { db: unknown }) => issueToken(app.db, 'cid')\n"
      expect(await messagesFor(file, handle)).toEqual([expect.stringContaining('call app.services')])
    },
  )

  it('allows the handle where a plugin builds infrastructure on it, but no query there', async () => {
    const hub =
      'declare class Hub { constructor(db: unknown) }\nexport const probe = (app: { db: unknown }) => new Hub(app.db)\n'
    expect(await messagesFor('apps/server/src/plugins/wallet.ts', hub)).toEqual([])
    expect(await messagesFor('apps/server/src/plugins/wallet.ts', query)).toEqual([
      expect.stringContaining('through a repository'),
    ])
  })

  it('reports a query on a database handed to a function in a route', async () => {
    const handedIn =
      "export const probe = (db: { selectFrom(t: string): unknown }) => db.selectFrom('customers')\n"
    expect(await messagesFor('apps/server/src/routes/accounts.ts', handedIn)).toEqual([
      expect.stringContaining('through a repository'),
    ])
  })

  it('reports raw SQL imported into a route', async () => {
    expect(
      await messagesFor(
        'apps/server/src/routes/lookups.ts',
        "import { sql } from 'kysely'\nexport default sql\n",
      ),
    ).toEqual([expect.stringContaining('through a repository')])
  })

  it("reports kysely's values imported into a route, and allows its types", async () => {
    const file = 'apps/server/src/routes/lookups.ts'
    expect(await messagesFor(file, "import { Kysely } from 'kysely'\nexport default Kysely\n")).toEqual([
      expect.stringContaining('through a repository'),
    ])
    expect(
      await messagesFor(
        file,
        "import type { Selectable } from 'kysely'\nexport type Row = Selectable<object>\n",
      ),
    ).toEqual([])
  })

  it('allows the query in a repository', async () => {
    expect(await messagesFor('apps/server/src/repositories/lookups.ts', query)).toEqual([])
  })

  // notifications/ and wallet/ hold services too (what is sent, the wallet's threads): one zone.
  describe.each([
    'apps/server/src/services/decisions/assignments.ts',
    'apps/server/src/notifications/outbox-worker.ts',
    'apps/server/src/wallet/thread-state.ts',
  ])('in the service %s', (service) => {
    it('reports a query written there', async () => {
      expect(await messagesFor(service, query)).toEqual([expect.stringContaining('through a repository')])
    })

    it('reports a transaction opened by hand, not with withTransaction', async () => {
      const byHand = 'export const probe = (db: { transaction(): unknown }) => db.transaction()\n'
      expect(await messagesFor(service, byHand)).toEqual([expect.stringContaining('withTransaction')])
    })

    it('reports raw SQL imported there', async () => {
      expect(await messagesFor(service, "import { sql } from 'kysely'\nexport default sql\n")).toEqual([
        expect.stringContaining('through a repository'),
      ])
    })

    it("reports kysely's handles imported as values, and allows its types", async () => {
      const handles = "import { Kysely, Transaction } from 'kysely'\nexport default [Kysely, Transaction]\n"
      expect(await messagesFor(service, handles)).toEqual([expect.stringContaining('through a repository')])
      const types = "import type { Kysely } from 'kysely'\nexport type Handle = Kysely<object>\n"
      expect(await messagesFor(service, types)).toEqual([])
    })

    it('allows its repositories bound to one transaction', async () => {
      const unitOfWork =
        "import { withTransaction } from '../repositories/unit-of-work'\n" +
        'export const probe = (db: never) => withTransaction(db, async ({ customers }) => customers.find("1"))\n'
      expect(await messagesFor(service, unitOfWork)).toEqual([])
    })
  })
})

// Issue 47: the domain runs in the browser as well as the server; tooling lives in its scripts/.
describe('the domain, as the lint configuration keeps it pure', () => {
  const messagesFor = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
    return result!.messages.map((m) => m.message)
  }
  const NOT_IN_THE_BROWSER = 'The domain is pure and runs in the browser too'

  it.each([
    ['a Node built-in by its bare name', "import { readFileSync } from 'fs'\nexport default readFileSync\n"],
    [
      'a Node built-in by its node: name',
      "import { readFile } from 'node:fs/promises'\nexport default readFile\n",
    ],
    ["a Node built-in's subpath", "import path from 'path/posix'\nexport default path\n"],
    ["Node's Buffer", 'export const probe = (text: string) => Buffer.from(text)\n'],
    ["Node's Buffer in a signature", 'export const probe = (file: Buffer) => file.length\n'],
    ["Node's process", 'export const probe = () => process.env.PORTAL_LANGUAGE\n'],
    ["Node's types", 'export let probe: NodeJS.Timeout | undefined\n'],
  ])('reports %s in its src/', async (_case, code) => {
    expect(await messagesFor('packages/domain/src/i18n/probe.ts', code)).toEqual([
      expect.stringContaining(NOT_IN_THE_BROWSER),
    ])
  })

  it("reports the PO files' parser in its src/", async () => {
    const code = "import { po } from 'gettext-parser'\nexport default po\n"
    expect(await messagesFor('packages/domain/src/i18n/probe.ts', code)).toEqual([
      expect.stringContaining('PO files are tooling'),
    ])
  })

  it('allows zod, its own modules and bytes as the browser has them', async () => {
    const code =
      "import { z } from 'zod'\nimport { oneLineText } from '../text'\n" +
      'export const probe = [z, oneLineText, (bytes: Uint8Array) => bytes.length]\n'
    expect(await messagesFor('packages/domain/src/i18n/probe.ts', code)).toEqual([])
  })

  it('allows Node and gettext-parser in its tooling (scripts/)', async () => {
    const code =
      "import { po } from 'gettext-parser'\nimport { readFile } from 'node:fs/promises'\n" +
      "export const probe = [po, readFile, Buffer.from('')]\n"
    expect(await messagesFor('packages/domain/scripts/probe.ts', code)).toEqual([])
  })
})

// Issue 34: English written in a customer page's markup would stay English on a Dzongkha page.
describe("the customer's pages, as the lint configuration keeps English out of their markup", () => {
  const catalogueErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
  }
  const FROM_THE_CATALOGUE = 'A citizen may read this page in Dzongkha'

  it('fences every feature but the back office, the development inbox and the wallet simulator', () => {
    expect(WEB_FEATURES.filter((feature) => !CUSTOMER_FEATURES.includes(feature)).sort()).toEqual([
      'dev-inbox',
      'staff',
      'wallet-simulator',
    ])
  })

  it.each([
    ['text in the markup', 'profile', 'export const P = () => <p>Your account is ready.</p>\n'],
    [
      'a string shown by a condition',
      'tickets',
      "export const P = ({ a }: { a: boolean }) => <p>{a ? 'Your account is ready.' : ''}</p>\n",
    ],
    ['a string in braces', 'applications', "export const P = () => <b>{'Change the number'}</b>\n"],
    [
      'a template shown as text',
      'auth',
      'export const P = ({ n }: { n: string }) => <p>{`Sent to ${n}`}</p>\n',
    ],
    ['a label read out', 'landing', 'export const P = () => <form aria-label="Unsent form" />\n'],
    ['an image described', 'messages', 'export const P = () => <img src="/a.png" alt="Wallet" />\n'],
    [
      "a tab's title",
      'landing',
      "declare const usePageTitle: (title: string) => void\nexport const P = () => usePageTitle('Online services')\n",
    ],
    [
      "a tab's title made by a condition",
      'tickets',
      'declare const usePageTitle: (title: string) => void\ndeclare const t: (key: string) => string\n' +
        "export const P = (id?: string) => usePageTitle(id ? `Application ${id}` : t('tickets.title'))\n",
    ],
  ])('reports %s in a customer feature (%s)', async (_case, feature, code) => {
    expect(await catalogueErrors(`apps/web/src/features/${feature}/components/probe.tsx`, code)).toEqual([
      expect.stringContaining(FROM_THE_CATALOGUE),
    ])
  })

  it.each(['apps/web/src/components/probe.tsx', 'apps/web/src/app/layout/probe.tsx'])(
    'reports text in the markup of the frame and shared parts the customer sees: %s',
    async (file) => {
      expect(await catalogueErrors(file, 'export const P = () => <button>Close</button>\n')).toEqual([
        expect.stringContaining(FROM_THE_CATALOGUE),
      ])
    },
  )

  it('allows the catalogue, named constants, class names and conditions on values', async () => {
    const fromCatalogue =
      'declare const t: (key: string) => string\ndeclare const NAME: string\n' +
      'export const P = ({ s }: { s: string }) => (\n' +
      '  <p className="mb-0" aria-label={t(\'draft.region\')}>\n' +
      "    {t(`service.${s}.title`)} {s === 'form' && <b>{NAME}</b>} · {' '}\n" +
      '  </p>\n)\n' +
      'declare const usePageTitle: (title: string) => void\n' +
      "export const Q = (id?: string) => usePageTitle(id ? t('tickets.pageTitle') : t(`service.${id}.title`))\n"
    expect(
      await catalogueErrors('apps/web/src/features/profile/components/probe.tsx', fromCatalogue),
    ).toEqual([])
  })

  it.each(['staff', 'dev-inbox', 'wallet-simulator'])(
    'leaves English in %s, for staff and testers',
    async (feature) => {
      const english = 'export const P = () => <p>Staff only</p>\n'
      expect(await catalogueErrors(`apps/web/src/features/${feature}/components/probe.tsx`, english)).toEqual(
        [],
      )
    },
  )
})
