// Before `npm start`, `npm run migrate` and `npm run staff`: builds the web app and the server
// when a build is missing or older than its sources, so the portal serves what the sources
// say, and a restart with nothing changed does not build at all. Where the build tools are
// not installed (`npm ci --omit=dev`), the existing build is used as it is.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.join(import.meta.dirname, '..')
const at = (...parts) => path.join(root, ...parts)

const builds = [
  {
    // The server's renderer of the pages: written after the app's own files (scripts/prerender.mjs).
    output: at('apps/web/dist-server/entry-server.js'),
    sources: [
      at('apps/web/src'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('apps/web/scripts'),
      at('apps/web/service-worker'),
      at('packages/domain/src'),
    ],
  },
  {
    output: at('apps/server/dist/main.mjs'),
    sources: [at('apps/server/src'), at('apps/server/build.mjs'), at('packages/domain/src')],
  },
]

/** The newest modification time under a file or folder. */
function newest(target) {
  if (!existsSync(target)) return 0
  const info = statSync(target)
  if (!info.isDirectory()) return info.mtimeMs
  return Math.max(info.mtimeMs, ...readdirSync(target).map((name) => newest(path.join(target, name))))
}

const stale = builds.filter(({ output, sources }) => newest(output) < Math.max(...sources.map(newest)))
if (stale.length) {
  const missing = stale.some(({ output }) => !existsSync(output))
  if (!existsSync(at('node_modules/vite')) || !existsSync(at('node_modules/esbuild'))) {
    if (missing) {
      console.error(
        'The portal is not built, and the build tools are not installed: run `npm ci` then `npm run build`.',
      )
      process.exit(1)
    }
    console.warn(
      'The build is older than the sources, but the build tools are not installed: starting the build as it is.',
    )
  } else {
    console.log('Building the portal (the build is missing or older than the sources)…')
    const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (status !== 0) {
      console.error(
        'The build failed: fix it, or start the last build with `node apps/server/dist/main.mjs`.',
      )
      process.exit(status ?? 1)
    }
  }
}
