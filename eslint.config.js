import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { readdirSync } from 'node:fs'
import { builtinModules } from 'node:module'
import boundaries from 'eslint-plugin-boundaries'

// The web app's features, from its folders: a new one is fenced in without editing this file.
export const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url))

/**
 * The layers and who may import whom (issue 13): the domain imports nothing of ours; the web
 * and the server never import each other; a feature never imports another (relative paths
 * included); shared web code (components/, lib/) imports no feature and not the app's frame.
 * The server's layers import downwards only: routes → services → repositories → db (issue 36).
 * eslint-plugin-boundaries classifies each file and each import's resolved target by folder.
 *
 * Every room of apps/server/src is in a zone (issue 47), from the top:
 *   entry           main.ts, app.ts, development-notice.ts, scripts/: start the portal or a command
 *   routes, plugins the HTTP edge; plugins build what routes use, neither imports the other's room above
 *   services        the business, by area; the only place (with plugins and the entry) that reads
 *                   config/ for values besides notifications/, which reads which transport it picks
 *   infrastructure  notifications/, letters/, wallet/ (the provider), backup/: used by services and
 *                   plugins, they use repositories (and backup/ db/'s migrations) and no service
 *   repositories    → db/ → foundation (files/, formats/, types/, errors.ts, trust-proxy.ts,
 *                   readers-language.ts, response-serializer.ts, route-params.ts, release.ts) → config/
 * config/ imports nothing of the server's but trust-proxy.ts: a check that needs a transport's
 * syntax is given to loadConfig from above. Below the services it is imported for its types only.
 * test/import-loops.test.ts adds what zones cannot say: no loop between files or rooms.
 */
const SERVER = [
  'server',
  'server-entry',
  'server-routes',
  'server-plugins',
  'server-services',
  'server-notifications',
  'server-infrastructure',
  'server-backup',
  'server-repositories',
  'server-db',
  'server-foundation',
  'server-config',
]
/** The files in these zones: a folder's (its element's type) or a top-level file's (its category). */
const inZones = (...zones) => [
  { element: { types: { anyOf: zones } } },
  { file: { categories: { anyOf: zones } } },
]
/** The server's zones above `zone` and including it, for "imports none of these". */
const ABOVE = (zone) => SERVER.slice(1, SERVER.indexOf(zone) + 1)

const architecture = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': {
      typescript: {
        project: [
          'packages/domain/tsconfig.json',
          'apps/server/tsconfig.json',
          'apps/web/tsconfig.json',
          'e2e/tsconfig.json',
          'bench/tsconfig.json',
          'stage/tsconfig.json',
        ],
        noWarnOnMultipleProjects: true,
      },
    },
    'boundaries/elements': [
      { type: 'domain', pattern: 'packages/domain' },
      // The server's zones (issues 36 and 47), from the top; a top-level file is a room of its own.
      { type: 'server-entry', pattern: 'apps/server/src/scripts' },
      { type: 'server-routes', pattern: 'apps/server/src/routes' },
      { type: 'server-plugins', pattern: 'apps/server/src/plugins' },
      { type: 'server-services', pattern: 'apps/server/src/services' },
      { type: 'server-notifications', pattern: 'apps/server/src/notifications' },
      { type: 'server-infrastructure', pattern: 'apps/server/src/{letters,wallet}' },
      { type: 'server-backup', pattern: 'apps/server/src/backup' },
      { type: 'server-repositories', pattern: 'apps/server/src/repositories' },
      { type: 'server-db', pattern: 'apps/server/src/db' },
      { type: 'server-foundation', pattern: 'apps/server/src/{files,formats,types}' },
      { type: 'server-config', pattern: 'apps/server/src/config' },
      { type: 'server', pattern: 'apps/server' },
      { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
      { type: 'web-shared', pattern: 'apps/web/src/{components,lib}' },
      { type: 'web', pattern: 'apps/web' },
      { type: 'tests', pattern: '{e2e,bench,stage}' },
    ],
    // A top-level file of apps/server/src is a room of its own: elements are folders, so a file
    // is put in its zone by its category (`inZones` selects either).
    'boundaries/files': [
      { category: 'server-entry', pattern: 'apps/server/src/{main,app,development-notice}.ts' },
      {
        category: 'server-foundation',
        pattern:
          'apps/server/src/{errors,trust-proxy,readers-language,response-serializer,route-params,release}.ts',
      },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'domain' } },
            disallow: {
              to: { element: { types: { anyOf: [...SERVER, 'web', 'web-feature', 'web-shared', 'tests'] } } },
            },
            message: 'The domain imports nothing of ours: it is shared by the web and the server.',
          },
          {
            from: { element: { types: { anyOf: SERVER } } },
            disallow: {
              to: { element: { types: { anyOf: ['web', 'web-feature', 'web-shared', 'tests'] } } },
            },
            message: 'The server does not import the web app; what both need lives in the domain.',
          },
          {
            from: { element: { types: { anyOf: ['web', 'web-feature', 'web-shared'] } } },
            disallow: { to: { element: { types: { anyOf: [...SERVER, 'tests'] } } } },
            message: 'The web app does not import the server; what both need lives in the domain.',
          },
          {
            // The rooms of src/: tests and tooling (the catch-all 'server') start the portal too.
            from: inZones(...SERVER.filter((zone) => !['server-entry', 'server'].includes(zone))),
            disallow: { to: inZones('server-entry') },
            message: 'main.ts, app.ts and the scripts start the portal: nothing in the server imports them.',
          },
          {
            from: inZones('server-plugins'),
            disallow: { to: inZones('server-routes') },
            message: 'Plugins import no route: app.ts registers both.',
          },
          {
            from: inZones('server-services'),
            disallow: { to: inZones('server-routes', 'server-plugins') },
            message: 'Services import no route and no plugin: a route calls its service.',
          },
          {
            from: inZones('server-notifications', 'server-infrastructure', 'server-backup'),
            disallow: { to: inZones(...ABOVE('server-services')) },
            message:
              'notifications/, letters/, wallet/ and backup/ serve the services and plugins: they import no service, plugin or route.',
          },
          {
            from: inZones('server-repositories'),
            disallow: { to: inZones(...ABOVE('server-backup')) },
            message:
              'Repositories import no service and no route, nor what the services use (notifications/, letters/, wallet/, backup/): the services call them, not the reverse.',
          },
          {
            from: inZones('server-db'),
            disallow: { to: inZones(...ABOVE('server-repositories')) },
            message: 'db/ (the schema, migrations, the connection) imports no layer above it.',
          },
          {
            from: inZones('server-foundation'),
            disallow: { to: inZones(...ABOVE('server-db')) },
            message:
              'files/, formats/ and the small top-level modules (errors.ts, trust-proxy.ts…) sit below db/: they import no layer above them.',
          },
          {
            from: inZones('server-config'),
            disallow: { to: inZones(...ABOVE('server-db')) },
            message:
              "config/ imports nothing of the server's above it: a check that needs a transport's syntax is given to loadConfig from above.",
          },
          {
            from: inZones(
              'server-routes',
              'server-infrastructure',
              'server-backup',
              'server-repositories',
              'server-db',
              'server-foundation',
            ),
            disallow: { to: inZones('server-config'), dependency: { kind: 'value' } },
            message:
              'Below the services, config/ is imported for its types only: a module is given its settings, it does not load them.',
          },
          {
            // The schema's types describe rows; db/'s values (the connection, migrations) are no service's.
            from: inZones('server-services', 'server-notifications', 'server-infrastructure'),
            disallow: { to: inZones('server-db'), dependency: { kind: 'value' } },
            message: 'Services import only types from db/: they reach the database through a repository.',
          },
          {
            // Types describe what crosses the layers; values would let a route query or connect.
            from: inZones('server-routes'),
            disallow: {
              to: inZones('server-services', 'server-repositories', 'server-db'),
              dependency: { kind: 'value' },
            },
            message:
              'Routes import only types from services, repositories and db/: they call app.services.<area>.<verb>.',
          },
          {
            from: { element: { type: 'web-feature' } },
            disallow: {
              to: {
                element: {
                  type: 'web-feature',
                  captured: { feature: '!{{ from.element.captured.feature }}' },
                },
              },
            },
            message: 'Features do not import each other: move what both need to components/ or lib/.',
          },
          {
            from: { element: { type: 'web-shared' } },
            disallow: { to: { element: { types: { anyOf: ['web-feature', 'web'] } } } },
            message: 'Shared code (components/, lib/) depends on no feature and not on the app.',
          },
        ],
      },
    ],
  },
}

// Routes and plugins reach the database through the services (`app.services.<area>`, which hold
// the repositories; decision 079): they hold no query and no database handle. Three plugins
// build infrastructure on the handle itself: the rate limits' store, the outbox's worker and
// the wallet's thread hub.
const THROUGH_A_REPOSITORY = 'Routes and plugins reach the database through a repository (src/repositories/).'
const queryInRoutes = [
  {
    // A query builder's entry on anything (app.db, a db or trx handed in): a route holds no query.
    selector:
      'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|selectNoFrom|transaction)$/]',
    message: THROUGH_A_REPOSITORY,
  },
  {
    selector: "MemberExpression[object.property.name='db'][property.name=/^(with|connection)$/]",
    message: THROUGH_A_REPOSITORY,
  },
]
const handleInRoutes = {
  selector: "MemberExpression[object.name='app'][property.name='db']",
  message: 'Routes and plugins call app.services or a repository; the database handle stays with them.',
}
// Services hold no query and open a transaction through withTransaction (repositories/unit-of-work.ts),
// whose repositories are bound to it (issue 36). notifications/ and wallet/ are services too.
const THROUGH_REPOSITORIES =
  'Services reach the database through a repository, and open a transaction with withTransaction (repositories/unit-of-work.ts).'
const noQueryInServices = {
  files: ['apps/server/src/{services,notifications,wallet}/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...queryInRoutes.map((rule) => ({ ...rule, message: THROUGH_REPOSITORIES })),
    ],
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { paths: [{ name: 'kysely', allowTypeImports: true, message: THROUGH_REPOSITORIES }] },
    ],
  },
}

const DATABASE_PLUGINS = ['costly-limits', 'outbox', 'wallet'].map(
  (name) => `apps/server/src/plugins/${name}.ts`,
)
const noDatabaseInRoutes = [
  {
    files: ['apps/server/src/routes/**', 'apps/server/src/plugins/**'],
    rules: {
      'no-restricted-syntax': ['error', ...queryInRoutes, handleInRoutes],
      // kysely's types describe rows; its values (sql, the builders) would write a query here.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', allowTypeImports: true, message: THROUGH_A_REPOSITORY }] },
      ],
    },
  },
  { files: DATABASE_PLUGINS, rules: { 'no-restricted-syntax': ['error', ...queryInRoutes] } },
]

// A citizen may read every page in Dzongkha (issue 34): the words of the customer's pages come
// from the catalogue (packages/domain/src/i18n) through useT(), never as English written in the
// markup. The back office, the development inbox and the wallet's simulator are for staff and
// testers, in English; a new feature is a customer's unless named here.
const NOT_FOR_CUSTOMERS = ['staff', 'dev-inbox', 'wallet-simulator']
export const CUSTOMER_FEATURES = WEB_FEATURES.filter((feature) => !NOT_FOR_CUSTOMERS.includes(feature))
const FROM_THE_CATALOGUE =
  'A citizen may read this page in Dzongkha: put the words in the catalogue (packages/domain/src/i18n: en.ts and dz.ts, or form-texts.ts) and show them with t() or translate() from useT(); a product name that no language translates goes in a named constant.'
const LETTERS = '/[A-Za-z][A-Za-z]/'
const IN_MARKUP = ':matches(JSXElement, JSXFragment) > JSXExpressionContainer'
const READ_OUT = 'JSXAttribute[name.name=/^(aria-label|alt|placeholder|label)$/]'
// The tab's title: a page's name, the first thing a screen reader says of it.
const TITLED =
  ":matches(CallExpression[callee.name='usePageTitle'], CallExpression[callee.name='usePageTitle'] > ConditionalExpression)"
const noEnglishInMarkup = {
  files: [
    `apps/web/src/features/{${CUSTOMER_FEATURES.join(',')}}/**/*.tsx`,
    // What every customer page is framed by, and the parts the features share.
    'apps/web/src/{app,components}/**/*.tsx',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[
        `JSXText[value=${LETTERS}]`,
        `${IN_MARKUP} > Literal[value=${LETTERS}]`,
        `${IN_MARKUP} > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${LETTERS}]`,
        `${IN_MARKUP} > TemplateLiteral > TemplateElement[value.raw=${LETTERS}]`,
        `${READ_OUT} > Literal[value=${LETTERS}]`,
        `${READ_OUT} > JSXExpressionContainer > Literal[value=${LETTERS}]`,
        `${TITLED} > Literal[value=${LETTERS}]`,
        `${TITLED} > TemplateLiteral > TemplateElement[value.raw=${LETTERS}]`,
      ].map((selector) => ({ selector, message: FROM_THE_CATALOGUE })),
    ],
  },
}

// The domain runs in the browser as well as in the server (issue 47): its src/ holds no I/O
// and nothing only Node has, neither a built-in (with or without `node:`) nor Node's globals.
// Tooling that reads or writes files (the PO files, npm run i18n) lives in packages/domain/scripts/.
const NOT_IN_THE_BROWSER =
  'The domain is pure and runs in the browser too: no Node built-in, no I/O. Tooling goes in packages/domain/scripts/.'
const domainIsPure = {
  files: ['packages/domain/src/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          ...builtinModules.map((name) => ({ name, message: NOT_IN_THE_BROWSER })),
          {
            name: 'gettext-parser',
            message:
              'PO files are tooling, not the domain: packages/domain/scripts/po-files.ts reads and writes them.',
          },
        ],
        patterns: [
          { group: ['node:*'], message: NOT_IN_THE_BROWSER },
          {
            group: ['react', 'fastify', 'kysely', 'pg'],
            message: 'The domain is pure: no I/O, no React, no Fastify.',
          },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...['Buffer', 'process', 'require', 'module', '__dirname', '__filename', 'global', 'setImmediate'].map(
        (name) => ({ name, message: NOT_IN_THE_BROWSER }),
      ),
    ],
    // Node's types too: a Buffer in a signature asks its caller for Node.
    'no-restricted-syntax': [
      'error',
      ...[
        "TSTypeReference > Identifier[name='Buffer']",
        "TSQualifiedName > Identifier.left[name='NodeJS']",
      ].map((selector) => ({ selector, message: NOT_IN_THE_BROWSER })),
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  architecture,
  ...noDatabaseInRoutes,
  noQueryInServices,
  noEnglishInMarkup,
  domainIsPure,
)
