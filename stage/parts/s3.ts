// The stage's S3-compatible store: s3rver with the portal's bucket, its objects under .stage/data
// (decision 082: no S3 server installs from the registries here; the tests use the same one).
import path from 'node:path'
import { startS3 } from '../../apps/server/test/helpers/s3'
import { paths, portsFrom } from '../layout'

const store = await startS3({ port: portsFrom(process.env).s3, directory: path.join(paths.data, 's3') })
console.log(`s3rver serves bucket ${store.config.S3_BUCKET} at ${store.config.S3_ENDPOINT}`)
process.on('SIGTERM', () => void store.close().then(() => process.exit(0)))
