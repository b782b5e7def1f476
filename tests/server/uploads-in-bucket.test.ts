import { describe, expect, it } from 'vitest'
import { s3Store } from '../../app/storage/s3-store.server'
import { demoClientsForFile, postMultipart } from '../support/http-client'
import { s3ServerForFile } from '../support/s3-server'
import { runUntilExit, serverForFile } from '../support/server-process'

const s3 = s3ServerForFile()
const bucketEnv = () => ({
  STORAGE_DRIVER: 's3', S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_REGION: s3.region,
  S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey, S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'site-a',
})
const server = serverForFile(() => ({ RATE_LIMIT_FACTOR: '1000', ...bucketEnv() }))
const { visitor, admin } = demoClientsForFile(server, ['admin'])

describe('uploads in an S3 bucket', () => {
  it('an upload goes to the bucket and is served from it with its type, ETag and byte ranges', async () => {
    const mp3 = new Uint8Array(4096)
    mp3.set([0x49, 0x44, 0x33, 0x04, 0x00, 0x00])
    mp3[4095] = 0x7a
    const response = await postMultipart(admin, '/admin/content/uploads', { kind: 'audio' }, { field: 'file', name: 'episode.mp3', type: 'audio/mpeg', bytes: mp3 })
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as { url: string }
    const name = url.split('/').pop()!
    // In the bucket, under the site's prefix.
    const bucket = s3Store({ ...s3, prefix: 'site-a/uploads' })
    expect((await bucket.stat(name))?.size).toBe(4096)

    const whole = await visitor.get(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('audio/mpeg')
    const etag = whole.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-f]+"$/)
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(mp3)
    const part = await fetch(server.url + url, { headers: { Range: 'bytes=4090-' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 4090-4095/4096')
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(mp3.slice(4090))
    expect((await fetch(server.url + url, { headers: { 'If-None-Match': etag } })).status).toBe(304)
    expect((await visitor.get('/media/uploads/00000000-0000-4000-8000-000000000000.mp3')).status).toBe(404)
  })

  it('a bucket that does not exist stops the start with the variable to fix', async () => {
    const { code, output } = await runUntilExit({ ...bucketEnv(), S3_BUCKET: 'missing-bucket' })
    expect(code).toBe(1)
    expect(output).toContain('Object storage is not usable. S3_BUCKET: the bucket "missing-bucket" does not exist.')
    const { code: noBucket, output: told } = await runUntilExit({ STORAGE_DRIVER: 's3' })
    expect(noBucket).toBe(1)
    expect(told).toContain('S3_BUCKET')
  })
})
