import path from 'node:path'
import { getConfig, type AppConfig } from '../config.server'
import { localStore } from './local-store.server'
import type { ObjectStore } from './object-store'
import { s3Store } from './s3-store.server'

/**
 * The store of uploads the configuration names: UPLOAD_DIR on this machine (the default), or
 * `{S3_PREFIX}/uploads/` in S3_BUCKET, which every instance shares.
 */
export function uploadStoreFor(config: AppConfig): ObjectStore {
  if (config.STORAGE_DRIVER === 'local') return localStore(config.UPLOAD_DIR)
  return s3Store({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: path.posix.join(config.S3_PREFIX || '.', 'uploads').replace(/^\.\//, ''),
  })
}

let uploads: { config: AppConfig; store: ObjectStore } | undefined

/** The process's store of uploads, made from the configuration on first use (and again when tests replace it). */
export function uploadStore(): ObjectStore {
  const config = getConfig()
  if (uploads?.config !== config) uploads = { config, store: uploadStoreFor(config) }
  return uploads.store
}
