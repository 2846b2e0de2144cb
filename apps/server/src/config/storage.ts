import { z } from 'zod'

/** Where the portal keeps its data: the database and the customers' documents. */
export const storageSettings = {
  DATA_DIR: z
    .string()
    .default('./data')
    .describe(
      'the embedded database, its lock and, with FILE_STORE=disk, the documents; one portal per directory, owner-only (0700)',
    ),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .describe(
      'use this PostgreSQL instead of the embedded database; production wants TLS (`?sslmode=verify-full`) to another machine',
    ),
  MIGRATE_ON_START: z
    .stringbool()
    .default(true)
    .describe(
      '`false` for rolling deploys: `npm run migrate` migrates, and /api/ready/ answers 503 until it has',
    ),
  FILE_STORE: z
    .enum(['disk', 's3'])
    .default('disk')
    .describe('where attachments live: `disk` (DATA_DIR/files), or `s3`, a bucket shared by every instance'),
  S3_ENDPOINT: z
    .url()
    .optional()
    .describe(
      "an S3-compatible store's address (AWS's when unset); `https://` off this machine in production",
    ),
  S3_REGION: z.string().min(1).default('us-east-1').describe("the bucket's region"),
  S3_BUCKET: z
    .string()
    .min(1)
    .optional()
    .describe('the bucket of the documents; required with FILE_STORE=s3'),
  S3_ACCESS_KEY_ID: z
    .string()
    .min(1)
    .optional()
    .describe("the store's access key; required with FILE_STORE=s3"),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .min(1)
    .optional()
    .describe("the access key's secret; required with FILE_STORE=s3"),
  S3_FORCE_PATH_STYLE: z
    .stringbool()
    .default(false)
    .describe('`true` addresses buckets by path, as most S3-compatible stores other than AWS do'),
}

export const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
