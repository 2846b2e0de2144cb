import { chmod, lstat, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * The portal's files are its own: the database (password hashes, TOTP and webhook secrets,
 * CID copies) and the documents. 0700 directories and 0600 files, whatever the account's
 * umask, so another local account reads and writes none of it (issue 32).
 */
export const OWNER_ONLY_UMASK = 0o077
export const PRIVATE_DIRECTORY_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** Every file and directory the process makes from now on is owner-only. Main thread only. */
export function makeNewFilesPrivate() {
  process.umask(OWNER_ONLY_UMASK)
}

export class DataDirNotPrivate extends Error {}

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0')

/**
 * Makes DATA_DIR if it is missing, refuses one that another account owns or can write (it
 * could have planted or swapped files in it), and takes group and other access away from
 * anything in it that an older version or a copy left open. Returns how many it tightened.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<number> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
  const info = await lstat(dataDir)
  if (!info.isDirectory()) throw new DataDirNotPrivate(`DATA_DIR (${dataDir}) is not a directory.`)
  const me = process.getuid?.()
  if (me !== undefined && info.uid !== me)
    throw new DataDirNotPrivate(
      `DATA_DIR (${dataDir}) belongs to another account (uid ${info.uid}): ` +
        `the portal keeps its database and documents only in a directory of the account it runs as (uid ${me}).`,
    )
  if (info.mode & 0o022)
    throw new DataDirNotPrivate(
      `DATA_DIR (${dataDir}) can be written by other accounts (mode ${octal(info.mode)}). ` +
        `Check that nothing in it was put there by someone else, then run \`chmod 700 ${dataDir}\` and start again.`,
    )
  return tighten(dataDir)
}

async function tighten(target: string): Promise<number> {
  const info = await lstat(target)
  // A link is not followed: what it points at is not the portal's to change.
  if (info.isSymbolicLink()) return 0
  let tightened = 0
  if (info.mode & 0o077) {
    // The owner's own bits stay as they were.
    await chmod(target, info.mode & 0o700)
    tightened++
  }
  if (info.isDirectory())
    for (const name of await readdir(target)) tightened += await tighten(path.join(target, name))
  return tightened
}
