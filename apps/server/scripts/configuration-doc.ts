// Writes docs/configuration.md from the configuration's schema (apps/server/src/config/): a table
// per area of every setting, its default, what it means and what production refuses of it.
// `--check` writes nothing and fails when the file is not what the schema makes (npm run lint).
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { PRODUCTION_REFUSES } from '../src/config/production'
import { SETTINGS_BY_AREA } from '../src/config/schema'

const DOC = path.join(import.meta.dirname, '../../../docs/configuration.md')

/** A setting's default as the schema gives it, or how it is when unset. */
function defaultOf(schema: z.ZodType): string {
  const def = schema._zod.def as { type: string; defaultValue?: unknown; in?: z.ZodType }
  if (def.type === 'default') return `\`${String(def.defaultValue)}\``
  if (def.type === 'pipe' && def.in) return defaultOf(def.in)
  return 'unset'
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function configurationDoc(): string {
  const areas = Object.entries(SETTINGS_BY_AREA).map(([area, settings]) => {
    const rows = Object.entries(settings as Record<string, z.ZodType>).map(([name, schema]) => {
      const refused = PRODUCTION_REFUSES[name as keyof typeof PRODUCTION_REFUSES] ?? ''
      return `| \`${name}\` | ${cell(defaultOf(schema))} | ${cell(schema.description ?? '')} | ${cell(refused)} |`
    })
    return [
      `## ${area}`,
      '',
      '| setting | default | meaning | production refuses |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n')
  })
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

const wanted = await formatted(configurationDoc())
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
