import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll } from 'vitest'
import { freePort } from './server-process'

export const testBucket = 'lumen-test'

/**
 * For one test file: an S3-compatible server (s3rver) on a free local port with one empty
 * bucket, and the settings that reach it.
 */
export function s3ServerForFile() {
  let server: S3rver | undefined
  const settings = { endpoint: '', bucket: testBucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }
  beforeAll(async () => {
    const port = await freePort()
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: mkdtempSync(path.join(tmpdir(), 'lumen-s3-')), configureBuckets: [{ name: testBucket, configs: [] }] })
    await server.run()
    settings.endpoint = `http://127.0.0.1:${port}`
  })
  afterAll(async () => {
    await server?.close()
  })
  return settings
}
