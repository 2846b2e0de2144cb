// The production build of the server (npm run build): one ES module bundle per entry under
// dist/, with the domain package compiled in and every npm dependency left to node_modules
// (installed by `npm ci --omit=dev`); the SQL migrations, the reference data and the letters'
// font copied beside it. `node dist/main.mjs` then runs without tsx or TypeScript.
// SERVER_OUT_DIR builds the same bundle elsewhere: the process tests start their own copy of
// what the image ships.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { cp, readFile, rm } from 'node:fs/promises'

const here = (path) => new URL(path, import.meta.url)
const dependenciesOf = async (manifest) =>
  Object.keys(JSON.parse(await readFile(manifest, 'utf8')).dependencies ?? {})

const external = [
  ...(await dependenciesOf(here('package.json'))),
  ...(await dependenciesOf(here('../../packages/domain/package.json'))),
]
  .filter((name) => !name.startsWith('@portal/'))
  .flatMap((name) => [name, `${name}/*`])

/** The build's name for /api/health/ (src/release.ts): PORTAL_RELEASE, else the commit. */
function releaseName() {
  if (process.env.PORTAL_RELEASE) return process.env.PORTAL_RELEASE
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' }).trim()
  } catch {
    return 'unknown' // no .git (the image's build): give PORTAL_RELEASE
  }
}

const outdir = process.env.SERVER_OUT_DIR ?? here('dist').pathname
const inOutdir = (path) => new URL(path, `file://${outdir}/`)

await rm(outdir, { recursive: true, force: true })
await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/scripts/migrate.ts',
    staff: 'src/scripts/staff.ts',
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
    // Found beside the bundle by the same relative URLs the sources use.
    'letter-worker': 'src/letters/letter-worker-entry.ts',
    worker: 'src/db/embedded/worker.mjs',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  define: { __PORTAL_RELEASE__: JSON.stringify(releaseName()) },
  external,
  logLevel: 'warning',
})
await cp(here('src/db/migrations'), inOutdir('migrations'), { recursive: true })
await cp(here('src/db/reference'), inOutdir('reference'), { recursive: true })
await cp(here('src/letters/fonts'), inOutdir('fonts'), { recursive: true })
console.log(`Built the server into ${outdir}`)
