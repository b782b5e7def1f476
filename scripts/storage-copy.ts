// Copies the uploads kept in UPLOAD_DIR into the S3 bucket the configuration names
// (STORAGE_DRIVER=s3 and S3_*), before switching the site over to it. Safe to run again.
import { getConfig } from '../app/config.server'
import { contentTypeByExtension } from '../app/media-files/file-types'
import { copyUploads } from '../app/storage/copy-uploads.server'
import { uploadStoreFor } from '../app/storage/storage.server'

const config = getConfig()
if (config.STORAGE_DRIVER !== 's3') {
  console.error('Set STORAGE_DRIVER=s3 and the S3_* settings of the bucket to copy into (see .env.example).')
  process.exit(2)
}
const bucket = uploadStoreFor(config)
try {
  await bucket.check()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const { copied, present } = await copyUploads(config.UPLOAD_DIR, bucket, {
  contentTypeOf: (key) => contentTypeByExtension[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
})
console.log(`Copied ${copied} upload${copied === 1 ? '' : 's'} from ${config.UPLOAD_DIR} into the ${bucket.description} (${present} already there).`)
