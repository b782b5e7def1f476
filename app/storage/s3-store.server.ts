import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import type { ObjectStore } from './object-store'

export interface S3Settings {
  bucket: string
  region: string
  /** An S3-compatible service's address (R2, MinIO, B2…); empty for AWS itself. */
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  /** Bucket in the path (MinIO and most test servers) rather than in the host name. */
  forcePathStyle?: boolean
  /** Prefix of every key, so one bucket can hold several sites. */
  prefix?: string
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey')

/** Objects in an S3-compatible bucket, through the AWS SDK. */
export function s3Store(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint || undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // A bucket that does not answer is a start-up error, not a hang.
    maxAttempts: 2,
    // Checksums only where the operation needs one: a streamed file is then sent as it is, not in
    // aws-chunked encoding with a trailing checksum, which S3-compatible services (MinIO, R2, test
    // servers) do not all read.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket
  const prefix = settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/` : ''
  const Key = (key: string) => `${prefix}${key}`
  return {
    description: `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async put(key, bytes, contentType) {
      // Never replaces an object: keys are random and written once.
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: bytes, ContentType: contentType, IfNoneMatch: '*' }))
    },
    async putFile(key, file, contentType) {
      const { size } = await stat(file)
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: createReadStream(file), ContentLength: size, ContentType: contentType, IfNoneMatch: '*' }))
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }))
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0), etag: head.ETag ?? null }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async read(key, { start, end }) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: Key(key), Range: `bytes=${start}-${end}` }))
      return object.Body!.transformToWebStream() as ReadableStream<Uint8Array>
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }))
    },
    async *list(listPrefix) {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: Key(listPrefix), ContinuationToken }))
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(prefix.length)
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }))
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined
        const why =
          status === 404 ? `S3_BUCKET: the bucket "${Bucket}" does not exist`
          : status === 403 || status === 401 ? `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: the credentials may not use the bucket "${Bucket}"`
          : `S3_ENDPOINT / S3_REGION: the bucket "${Bucket}" could not be reached${settings.endpoint ? ` at ${settings.endpoint}` : ''}`
        throw new Error(`Object storage is not usable. ${why}.`, { cause: error })
      }
    },
  }
}
