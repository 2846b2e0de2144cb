// No loop in the server's import graph (issue 47): neither between files nor between the top-level
// rooms of apps/server/src (routes/, services/, config/, app.ts…), type-only imports included —
// a loop of types is still two modules that cannot be read one without the other. The imports are
// read with the TypeScript compiler's own pre-processor (every import, export…from and import()),
// and resolved as the server's tsconfig resolves them.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.join(import.meta.dirname, '..')
const src = path.join(root, 'apps/server/src')
const options = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'apps/server/tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  path.join(root, 'apps/server'),
).options

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : []
  })

/** Each file of apps/server/src (relative to it) → the files of apps/server/src it imports. */
export function serverImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of sourceFiles(src)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = new Set<string>()
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule
      const target = resolved && path.relative(src, resolved.resolvedFileName)
      if (target && !target.startsWith('..') && !path.isAbsolute(target) && !resolved.isExternalLibraryImport)
        targets.add(target.split(path.sep).join('/'))
    }
    graph.set(path.relative(src, file).split(path.sep).join('/'), targets)
  }
  return graph
}

/**
 * A file's room: its top-level folder (`routes`), the top-level file itself (`app.ts`), or in
 * services/ its area's folder (`services/filings`) or the file: the areas must not loop either.
 */
export function roomOf(file: string) {
  const [top, area, ...rest] = file.split('/')
  // A file beside the areas (create-services.ts above them, deps.ts below) is a room of its own.
  if (top === 'services') return rest.length > 0 ? `${top}/${area}` : file
  return top!
}

/** The rooms and which rooms their files import, a room's imports of itself left out. */
export function roomImports(files: Map<string, Set<string>>): Map<string, Set<string>> {
  const rooms = new Map<string, Set<string>>()
  for (const [file, targets] of files) {
    const from = roomOf(file)
    const set = rooms.get(from) ?? new Set<string>()
    for (const target of targets) if (roomOf(target) !== from) set.add(roomOf(target))
    rooms.set(from, set)
  }
  return rooms
}

/** The graph's strongly connected parts of more than one node (Tarjan's): each is a loop, or several. */
export function loops(graph: Map<string, Set<string>>): string[][] {
  let index = 0
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    indexOf.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!))
    }
    if (low.get(node) === indexOf.get(node)) {
      const part: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        part.push(member)
      } while (member !== node)
      if (part.length > 1) found.push(part.sort())
    }
  }
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node)
  return found
}

/** The imports inside a loop, each `from → to`, for the message. */
const arrowsWithin = (graph: Map<string, Set<string>>, part: string[]) =>
  part.flatMap((from) =>
    [...graph.get(from)!].filter((to) => part.includes(to)).map((to) => `${from} → ${to}`),
  )

describe('the import graph of apps/server/src', () => {
  const files = serverImports()

  it('is read: the files are found and their imports resolved', () => {
    expect(files.size).toBeGreaterThan(100)
    expect(files.get('main.ts')).toContain('app.ts')
  })

  it('has no loop between files', () => {
    expect(loops(files).map((part) => arrowsWithin(files, part))).toEqual([])
  })

  it('has no loop between its top-level rooms, nor between the service areas', () => {
    const rooms = roomImports(files)
    expect(loops(rooms).map((part) => arrowsWithin(rooms, part))).toEqual([])
  })
})

describe('the loop finder', () => {
  const graph = (edges: Record<string, string[]>) =>
    new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]))

  it('finds a loop of files, and none in a tree', () => {
    expect(loops(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']])
    expect(loops(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([])
  })

  it('finds a loop between rooms made of files that do not loop', () => {
    const files = graph({ 'x/a.ts': ['y/b.ts'], 'y/b.ts': [], 'y/c.ts': ['x/d.ts'], 'x/d.ts': [] })
    expect(loops(files)).toEqual([])
    expect(loops(roomImports(files))).toEqual([['x', 'y']])
  })

  it('counts each service area as a room of its own', () => {
    const files = graph({
      'services/a/x.ts': ['services/b/y.ts'],
      'services/b/y.ts': ['services/a/z.ts'],
      'services/a/z.ts': [],
    })
    expect(loops(files)).toEqual([])
    expect(loops(roomImports(files))).toEqual([['services/a', 'services/b']])
  })
})
