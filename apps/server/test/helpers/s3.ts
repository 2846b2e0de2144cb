import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { loadConfig } from '../../src/config'
import { configuredFileStore } from '../../src/files/configured-store'

/**
 * A local S3-compatible server (s3rver, on loopback, its objects in a temporary folder)
 * with one bucket; the portal's S3 settings for it. Call `close()` when done.
 */
export async function startS3({
  /** A port of its own unless told (the stage's store listens where the portal is told). */
  port: wantedPort = 0,
  /** Where the objects are kept: a new temporary folder unless told. */
  directory: wantedDirectory = undefined as string | undefined,
} = {}) {
  const directory = wantedDirectory ?? (await mkdtemp(path.join(os.tmpdir(), 'portal-s3-')))
  const bucket = 'portal-attachments'
  const server = new S3rver({
    port: wantedPort,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = (await server.run()) as AddressInfo
  const config = {
    FILE_STORE: 's3' as const,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: true,
  }
  return {
    config,
    /** A store on the bucket, made as the portal makes it from these settings. */
    store: () => configuredFileStore({ ...loadConfig({}), ...config, dataDir: directory }),
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
