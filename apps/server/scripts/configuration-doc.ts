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

/**
 * The settings a file reads: `config.NAME`, a name destructured (`{ SMS_PER_HOUR }`), or named
 * by a type (`Pick<TConfig, 'SMS_TRANSPORT'>`, `ServiceDeps<'SMS_PER_HOUR'>`). A setting named
 * in a comment or a string (a metric's help text, an error's advice) is not read there.
 */
function namesIn(file: string, text: string): Set<string> {
  const names = new Set<string>()
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isConfig(node.expression)) names.add(node.name.text)
    else if (ts.isBindingElement(node)) {
      const property = node.propertyName ?? node.name
      if (ts.isIdentifier(property)) names.add(property.text)
    } else if (ts.isStringLiteral(node) && ts.isLiteralTypeNode(node.parent)) names.add(node.text)
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS))
  return names
}

/** Where the server reads a setting: a service's area (`services/papers`), else the file. */
function readersOf(name: string, files: [string, Set<string>][]): string[] {
  const readNames = [name, ...(DERIVED[name] ? [DERIVED[name]] : [])]
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
  const files = sources().map(([file, text]): [string, Set<string>] => [file, namesIn(file, text)])
  const areas = []
  for (const [area, settings] of Object.entries(SETTINGS_BY_AREA)) {
    const rows = Object.entries(settings as Record<string, z.ZodType>).map(([name, schema]) => {
      const refused = PRODUCTION_REFUSES[name as keyof typeof PRODUCTION_REFUSES] ?? ''
      const readers =
        readersOf(name, files)
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
