// The build each instance runs is a copy of it (.stage/builds/<n>), as a container runs its
// image: `npm run build` may then replace apps/*/dist while instances run (it empties them
// first), and a release's successors start from the new copy while the old ones keep theirs.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { paths, ROOT } from './layout'

/** The folders a build is (the image's: the server's bundle, the web app and its renderer). */
const BUILT = ['apps/server/dist', 'apps/web/dist', 'apps/web/dist-server']
/** Copies kept: the one running and the one before it (a release's old instances, draining). */
const KEPT = 2

/** Copies the build as it stands now and makes it the one instances start from; its folder. */
export function copyBuild(): string {
  mkdirSync(paths.builds, { recursive: true, mode: 0o700 })
  const numbers = readdirSync(paths.builds).map(Number).filter(Number.isInteger)
  const build = path.join(paths.builds, String(Math.max(0, ...numbers) + 1))
  for (const folder of BUILT) cpSync(path.join(ROOT, folder), path.join(build, folder), { recursive: true })
  // The workspaces' own dependencies, where npm did not hoist them; the rest resolve from the
  // repository's node_modules, above the copy.
  for (const workspace of ['apps/server', 'apps/web'])
    if (existsSync(path.join(ROOT, workspace, 'node_modules')))
      symlinkSync(path.join(ROOT, workspace, 'node_modules'), path.join(build, workspace, 'node_modules'))
  writeFileSync(paths.currentBuild, `${build}\n`)
  for (const old of numbers.sort((a, b) => b - a).slice(KEPT - 1))
    rmSync(path.join(paths.builds, String(old)), { recursive: true, force: true })
  return build
}

/** The server's bundle of the build instances start from now. */
export const currentServer = () =>
  path.join(readFileSync(paths.currentBuild, 'utf8').trim(), 'apps', 'server', 'dist')
