import { parseArgs } from 'node:util'

/**
 * A backup script's command line: one file, and repeatable options whose values are strings;
 * anything else prints the usage and exits 2.
 */
export function fileAndOptions<Name extends string>(usage: string, names: readonly Name[]) {
  const refuse = (): never => {
    console.error(usage)
    process.exit(2)
  }
  const options = Object.fromEntries(
    names.map((name) => [
      name,
      { type: 'string' as const, multiple: true as const, default: [] as string[] },
    ]),
  )
  let parsed
  try {
    parsed = parseArgs({ allowPositionals: true, options })
  } catch {
    return refuse()
  }
  const [file] = parsed.positionals
  if (!file || parsed.positionals.length > 1) return refuse()
  return { file, values: parsed.values as Record<Name, string[]> }
}
