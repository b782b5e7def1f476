import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { saveUpload } from '../../app/media-files/save-upload.server'
import { localStore } from '../../app/storage/local-store.server'
import { adminAudit, mediaUploads } from '../../app/db/schema'
import { createUser } from '../../app/db/seed/factories'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const admin = await createUser(db, { role: 'admin' })

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64')
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(32)])
const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(24), Buffer.from('OpusHead'), Buffer.alloc(16)])

function upload(name: string, bytes: Uint8Array, allowed: ('image' | 'video' | 'audio')[] = ['image']) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumen-upload-test-'))
  const result = saveUpload(db, { file: new File([new Uint8Array(bytes)], name), allowed, actorId: admin.id, store: localStore(dir) })
  return { dir, result }
}

describe('uploads', () => {
  it('stores an image under a random name, records it and its audit entry', async () => {
    const { dir, result } = upload('Holiday Photo.PNG', png)
    const saved = await result
    expect(saved).toMatchObject({ kind: 'image', contentType: 'image/png', byteSize: png.length })
    expect(saved.url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/)
    expect(readFileSync(path.join(dir, saved.fileName))).toEqual(png)
    const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.fileName, saved.fileName))
    expect(row).toMatchObject({ originalName: 'Holiday Photo.PNG', uploadedBy: admin.id, kind: 'image' })
    const [audit] = await db.select().from(adminAudit).where(eq(adminAudit.targetId, row!.id))
    expect(audit).toMatchObject({ action: 'media.upload', actorId: admin.id })
  })

  it('accepts JPEG, WebM video and Ogg/Opus audio by their contents', async () => {
    expect((await upload('p.jpeg', jpeg).result).contentType).toBe('image/jpeg')
    expect((await upload('clip.webm', webm, ['video']).result).contentType).toBe('video/webm')
    expect((await upload('talk.opus', ogg, ['audio']).result)).toMatchObject({ contentType: 'audio/ogg', fileName: expect.stringMatching(/\.ogg$/) })
  })

  it('refuses a wrong type, a disguised file, SVG and an oversized file, and writes nothing', async () => {
    const cases: [string, Uint8Array, number, RegExp, ('image' | 'video' | 'audio')[]][] = [
      ['notes.txt', Buffer.from('plain words'), 415, /not in a format we accept here/, ['image']],
      ['photo.png', Buffer.from('MZ\x90\x00 an executable'), 415, /Accepted formats: PNG, JPG, JPEG, GIF, WEBP/, ['image']],
      ['photo.jpg', png, 415, /contents are image\/png, which does not match its name "photo.jpg"/, ['image']],
      ['cover.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 415, /SVG and other markup files are not accepted/, ['image']],
      ['logo.svg', png, 415, /SVG/, ['image']],
      ['page.png', Buffer.from('  <!doctype html><script>alert(1)</script>'), 415, /markup/, ['image']],
      ['clip.webm', webm, 415, /not in a format we accept here/, ['image']],
      ['huge.png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), 413, /the limit is 5 MB/, ['image']],
      ['empty.png', Buffer.alloc(0), 400, /empty/, ['image']],
    ]
    for (const [name, bytes, status, message, allowed] of cases) {
      const { dir, result } = upload(name, bytes, allowed)
      const error = await result.catch((e: unknown) => e)
      expect(error, name).toMatchObject({ status })
      expect((error as Error).message, name).toMatch(message)
      expect(readdirSync(dir), name).toEqual([])
    }
  })
})
