// Writes docs/configuration.md from the configuration's schema (apps/server/src/config/): a table
// per area of every setting, its default, what it means and what production refuses of it.
// `--check` writes nothing and fails when the file is not what the schema makes (npm run lint).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import type { z } from 'zod'
import { PRODUCTION_REFUSES } from '../src/config/production'
import { SETTINGS_BY_AREA } from '../src/config/schema'

const DOC = path.join(import.meta.dirname, '../../../docs/configuration.md')
const SRC = path.join(import.meta.dirname, '../src')

/** Every source file of the server but the configuration's own, by its path under src/. */
function sources(dir = SRC): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'config' && dir === SRC ? [] : sources(file)
    if (!entry.name.endsWith('.ts')) return []
    return [[path.relative(SRC, file).split(path.sep).join('/'), readFileSync(file, 'utf8')]]
  })
}

/** What start-up derives from a setting, under the name the server reads it by. */
const DERIVED: Record<string, string> = {
  PUBLIC_URL: 'publicUrl',
  DATA_DIR: 'dataDir',
  SMPP_CA_FILE: 'smppCa',
}

/** `config`, or `app.config`, `deps.config`…: what settings are read from. */
const isConfig = (node: ts.Expression) =>
  (ts.isIdentifier(node) && node.text === 'config') ||
  (ts.isPropertyAccessExpression(node) && node.name.text === 'config')

const parsed = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)

/**
 * The settings a file reads: `config.NAME`, a name destructured (`{ SMS_PER_HOUR }`), or named
 * by a type (`Pick<TConfig, 'SMS_TRANSPORT'>`, `ServiceDeps<'SMS_PER_HOUR'>`); and the functions
 * it calls by name, among them config/'s helpers (`numberFormatOf(config)`). A setting named in
 * a comment or a string (a metric's help text, an error's advice) is not read there.
 */
function namesIn(node: ts.Node): Set<string> {
  const names = new Set<string>()
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isConfig(node.expression)) names.add(node.name.text)
    else if (ts.isBindingElement(node)) {
      const property = node.propertyName ?? node.name
      if (ts.isIdentifier(property)) names.add(property.text)
    } else if (ts.isStringLiteral(node) && ts.isLiteralTypeNode(node.parent)) names.add(node.text)
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) names.add(node.expression.text)
    ts.forEachChild(node, visit)
  }
  visit(node)
  return names
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)

/**
 * The functions config/ exports that take the configuration and read settings of it
 * (`numberFormatOf` reads SMS_NUMBER_FORMAT): a file that calls one reads those settings.
 * Production's refusals (production.ts) are the table's own column, not a reading.
 */
function configHelpers(settings: Set<string>): Map<string, string[]> {
  const helpers = new Map<string, string[]>()
  const dir = path.join(SRC, 'config')
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'production.ts')) {
    for (const statement of parsed(file, readFileSync(path.join(dir, file), 'utf8')).statements) {
      if (!isExported(statement)) continue
      const functions: [string, ts.Node][] = ts.isFunctionDeclaration(statement)
        ? statement.name
          ? [[statement.name.text, statement]]
          : []
        : ts.isVariableStatement(statement)
          ? statement.declarationList.declarations.flatMap((declaration): [string, ts.Node][] =>
              ts.isIdentifier(declaration.name) &&
              declaration.initializer &&
              (ts.isArrowFunction(declaration.initializer) ||
                ts.isFunctionExpression(declaration.initializer))
                ? [[declaration.name.text, declaration.initializer]]
                : [],
            )
          : []
      for (const [name, node] of functions) {
        const read = [...namesIn(node)].filter((read) => settings.has(read))
        if (read.length) helpers.set(name, read)
      }
    }
  }
  return helpers
}

/** Where the server reads a setting: a service's area (`services/papers`), else the file. */
function readersOf(name: string, files: [string, Set<string>][], helpers: Map<string, string[]>): string[] {
  const viaHelpers = [...helpers].filter(([, read]) => read.includes(name)).map(([helper]) => helper)
  const readNames = [name, ...(DERIVED[name] ? [DERIVED[name]] : []), ...viaHelpers]
  const places = files
    .filter(([, names]) => readNames.some((read) => names.has(read)))
    .map(([file]) => (/^services\/[^/]+\//.test(file) ? file.split('/').slice(0, 2).join('/') : file))
  return [...new Set(places)].sort()
}

/** The module of config/ that defines an area's settings, found by the object it exports. */
async function moduleOf(settings: object): Promise<string> {
  for (const file of readdirSync(path.join(SRC, 'config'))) {
    const exported = (await import(path.join(SRC, 'config', file))) as Record<string, unknown>
    if (Object.values(exported).includes(settings)) return `apps/server/src/config/${file}`
  }
  return 'apps/server/src/config/'
}

/** A setting's default as the schema gives it, or how it is when unset. */
function defaultOf(schema: z.ZodType): string {
  const def = schema._zod.def as { type: string; defaultValue?: unknown; in?: z.ZodType }
  if (def.type === 'default') return `\`${String(def.defaultValue)}\``
  if (def.type === 'pipe' && def.in) return defaultOf(def.in)
  return 'unset'
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export async function configurationDoc(): Promise<string> {
  const files = sources().map(([file, text]): [string, Set<string>] => [file, namesIn(parsed(file, text))])
  const settingNames = new Set(Object.values(SETTINGS_BY_AREA).flatMap((settings) => Object.keys(settings)))
  const helpers = configHelpers(settingNames)
  const areas = []
  for (const [area, settings] of Object.entries(SETTINGS_BY_AREA)) {
    const rows = Object.entries(settings as Record<string, z.ZodType>).map(([name, schema]) => {
      const refusal = PRODUCTION_REFUSES[name as keyof typeof PRODUCTION_REFUSES]
      const refused = refusal ? `${refusal} (refused in \`config/production.ts\`)` : ''
      const readers =
        readersOf(name, files, helpers)
          .map((place) => `\`${place}\``)
          .join(', ') || 'only the configuration'
      return `| \`${name}\` | ${cell(defaultOf(schema))} | ${cell(schema.description ?? '')} | ${cell(refused)} | ${readers} |`
    })
    areas.push(
      [
        `## ${area}`,
        '',
        `Defined in \`${await moduleOf(settings)}\`; "read in" is under \`apps/server/src/\`.`,
        '',
        '| setting | default | meaning | production refuses | read in |',
        '| --- | --- | --- | --- | --- |',
        ...rows,
      ].join('\n'),
    )
  }
  return [
    '# Configuration',
    '',
    '<!-- Written by `npm run docs:configuration` from apps/server/src/config/: edit the schema, not this file. -->',
    '',
    'The portal reads its settings from the environment once, at start; a wrong value stops it with',
    "the setting's name. `PORTAL_ENV=production` refuses to start, naming every problem at once, with",
    "any value in the last column, and with any setting that still holds the example's `CHANGE-ME`.",
    '',
    ...areas.flatMap((table) => [table, '']),
  ].join('\n')
}

/** The document as prettier leaves it, so that `npm run lint`'s prettier and this check agree. */
async function formatted(markdown: string): Promise<string> {
  const prettier = await import('prettier')
  const options = (await prettier.resolveConfig(DOC)) ?? {}
  return prettier.format(markdown, { ...options, filepath: DOC })
}

const wanted = await formatted(await configurationDoc())
if (process.argv.includes('--check')) {
  let current = ''
  try {
    current = readFileSync(DOC, 'utf8')
  } catch {
    // Missing: stale as well.
  }
  if (current !== wanted) {
    console.error('docs/configuration.md is not what the schema makes: run `npm run docs:configuration`')
    process.exit(1)
  }
} else {
  writeFileSync(DOC, wanted)
  console.log(`Wrote ${path.relative(process.cwd(), DOC)}`)
}
