import { createReadStream } from 'node:fs'
import { open, readFile } from 'node:fs/promises'
import { Duplex, Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { Decrypter, Encrypter } from 'age-encryption'

/**
 * Backups may leave the machine (another disk, another site): with `--encrypt-to` they are
 * age files (age-encryption.org/v1, decision 043) that only the holder of the matching
 * identity reads, with the age command line tool as well as with `npm run restore`.
 */
const AGE_HEADER = 'age-encryption.org/v1\n'

export class BackupKeyProblem extends Error {}

/** An encrypter for `recipients`; a key mistyped stops the backup before any row is read. */
export function encrypterFor(recipients: string[]): Encrypter {
  const encrypter = new Encrypter()
  for (const recipient of recipients) {
    try {
      encrypter.addRecipient(recipient)
    } catch (error) {
      throw new BackupKeyProblem(
        `Not an age public key: ${recipient} (${(error as Error).message}); give one as age-keygen prints it, age1…`,
      )
    }
  }
  return encrypter
}

/** A stream that encrypts what is written to it, as age does. */
export async function encryptingStream(encrypter: Encrypter): Promise<Duplex> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
  const encrypted = await encrypter.encrypt(readable)
  return Duplex.fromWeb({ readable: encrypted as WebReadableStream<Uint8Array>, writable })
}

/** The secret keys in an age identity file (`age-keygen -o key.txt`); comments are skipped. */
export async function readIdentityFile(file: string): Promise<string[]> {
  const keys = (await readFile(file, 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('AGE-SECRET-KEY-'))
  if (!keys.length) throw new BackupKeyProblem(`${file} holds no age secret key (AGE-SECRET-KEY-…)`)
  return keys
}

/** Whether the file is an age file rather than a plain .tar.gz. */
async function isEncrypted(file: string) {
  const handle = await open(file)
  try {
    const start = Buffer.alloc(AGE_HEADER.length)
    await handle.read(start, 0, start.length, 0)
    return start.toString('latin1') === AGE_HEADER
  } finally {
    await handle.close()
  }
}

/** The backup's .tar.gz bytes, decrypted with `identities` when it is an age file. */
export async function openBackup(file: string, identities: string[]): Promise<Readable> {
  if (!(await isEncrypted(file))) return createReadStream(file)
  if (!identities.length)
    throw new BackupKeyProblem('This backup is encrypted: give its age identity file with --identity <file>.')
  const decrypter = new Decrypter()
  for (const identity of identities) decrypter.addIdentity(identity)
  const source = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
  const plain = await decrypter.decrypt(source).catch((error: Error) => {
    throw new BackupKeyProblem(`The backup could not be decrypted with the identity given: ${error.message}`)
  })
  return Readable.fromWeb(plain as WebReadableStream<Uint8Array>)
}
