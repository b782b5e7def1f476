import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { localStore } from '../../app/storage/local-store.server'
import type { ObjectStore } from '../../app/storage/object-store'
import { s3Store } from '../../app/storage/s3-store.server'
import { copyUploads } from '../../app/storage/copy-uploads.server'
import { s3ServerForFile } from '../support/s3-server'

const s3 = s3ServerForFile()
const bytes = new TextEncoder().encode('0123456789abcdefghij')
const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text()

const drivers: Record<string, () => ObjectStore> = {
  'a local folder': () => localStore(mkdtempSync(path.join(tmpdir(), 'lumen-store-'))),
  'an S3 bucket': () => s3Store({ ...s3, prefix: `run-${Date.now()}` }),
}

for (const [name, make] of Object.entries(drivers)) {
  describe(`object storage in ${name}`, () => {
    it('puts an object, tells its size and time, reads it whole and by byte range, lists and deletes it', async () => {
      const store = make()
      await store.check()
      const before = Date.now() - 2_000
      await store.put('a1b2.webm', bytes, 'video/webm')
      const info = await store.stat('a1b2.webm')
      expect(info?.size).toBe(20)
      expect(info!.modified.getTime()).toBeGreaterThan(before)
      expect(await text(await store.read('a1b2.webm', { start: 0, end: 19 }))).toBe('0123456789abcdefghij')
      expect(await text(await store.read('a1b2.webm', { start: 5, end: 9 }))).toBe('56789')
      const listed: string[] = []
      for await (const key of store.list('')) listed.push(key)
      expect(listed).toContain('a1b2.webm')
      await store.delete('a1b2.webm')
      expect(await store.stat('a1b2.webm')).toBeNull()
    })

    it('stores a file of this machine by streaming it, byte for byte', async () => {
      const store = make()
      await store.check()
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'lumen-source-')), 'source')
      writeFileSync(file, bytes)
      await store.putFile('video-sources/one', file, 'application/octet-stream')
      expect((await store.stat('video-sources/one'))?.size).toBe(20)
      expect(await text(await store.read('video-sources/one', { start: 10, end: 19 }))).toBe('abcdefghij')
    })

    it('answers null for an object that is not there', async () => {
      expect(await make().stat('never-stored.png')).toBeNull()
    })
  })
}

describe('copying uploads into a bucket', () => {
  it('copies what the bucket lacks, leaves what it has, and can run again', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'lumen-uploads-'))
    const local = localStore(folder)
    await local.put('one.png', bytes, 'image/png')
    await local.put('two.mp3', bytes.slice(0, 5), 'audio/mpeg')
    const bucket = s3Store({ ...s3, prefix: `copy-${Date.now()}` })
    await bucket.put('two.mp3', bytes.slice(0, 5), 'audio/mpeg')
    const contentTypeOf = () => 'application/octet-stream'
    expect(await copyUploads(folder, bucket, { contentTypeOf })).toEqual({ copied: 1, present: 1 })
    expect(await text(await bucket.read('one.png', { start: 0, end: 19 }))).toBe('0123456789abcdefghij')
    expect(await copyUploads(folder, bucket, { contentTypeOf })).toEqual({ copied: 0, present: 2 })
  })
})

describe('object storage configuration', () => {
  it('a bucket that does not exist stops the start with a message naming S3_BUCKET', async () => {
    await expect(s3Store({ ...s3, bucket: 'no-such-bucket' }).check()).rejects.toThrow(/S3_BUCKET: the bucket "no-such-bucket" does not exist/)
  })

  it('a service that does not answer names S3_ENDPOINT', async () => {
    await expect(s3Store({ ...s3, endpoint: 'http://127.0.0.1:9' }).check()).rejects.toThrow(/S3_ENDPOINT \/ S3_REGION: the bucket "lumen-test" could not be reached at http:\/\/127\.0\.0\.1:9/)
  })

  it('a local key cannot leave its folder', async () => {
    await expect(localStore(mkdtempSync(path.join(tmpdir(), 'lumen-store-'))).stat('../etc/passwd')).rejects.toThrow(/inside the storage folder/)
  })
})
