import type { Kysely } from 'kysely'
import type { TConfig } from '../config'
import type { Database } from '../db/schema'
import type { FileStore } from '../files/file-store'
import type { SecretBox } from './secrets/secret-box'

/**
 * What every area is built from: the database, the file store, the sealed-secrets box, and
 * the settings it names (`Setting`): an area reads only its own, and its signature says which.
 */
export interface ServiceDeps<Setting extends keyof TConfig = never> {
  db: Kysely<Database>
  files: FileStore
  box: SecretBox
  config: Pick<TConfig, Setting>
}

/** The outbox's nudge: what is due goes now, not at its next poll (someone awaits a code by SMS). */
export interface Outbox {
  soon(): void
}

/** A service function with its first argument (the database, or the box) given once, here. */
export const given =
  <G, A extends unknown[], R>(first: G, work: (first: G, ...args: A) => R) =>
  (...args: A) =>
    work(first, ...args)

/** The same with the first two given: the database and the box, or the database and the files. */
export const givenBoth =
  <G, H, A extends unknown[], R>(first: G, second: H, work: (first: G, second: H, ...args: A) => R) =>
  (...args: A) =>
    work(first, second, ...args)
