import path from 'node:path'
import type { TConfig } from '../config'
import { DiskFileStore, type FileStore } from './file-store'
import { S3FileStore } from './s3-file-store'

/** The store FILE_STORE names: local disk under DATA_DIR/files, or an S3-compatible bucket. */
export function configuredFileStore(config: TConfig): FileStore {
  if (config.FILE_STORE === 'disk') return new DiskFileStore(path.join(config.dataDir, 'files'))
  return new S3FileStore({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  })
}
