import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { createPodcast, createVideo } from '../../app/db/seed/media-factories'
import { findMediaFile } from '../../app/media-files/media-files.server'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()

describe('media files', () => {
  it('finds only the stored file of a public item, and never a path outside the media folder', async () => {
    // A demo file that exists in media/ (the test database has no demo content).
    const video = await createVideo(db, { slug: 'gradient-descent-visualized' })
    const file = await findMediaFile(db, 'video', 'gradient-descent-visualized.webm')
    expect(file).toMatchObject({ contentType: 'video/webm', isPremium: false, owner: { kind: 'video', id: video.id } })
    expect(file!.size).toBeGreaterThan(10_000)
    expect(await findMediaFile(db, 'captions', 'gradient-descent-visualized.vtt')).toMatchObject({ contentType: 'text/vtt; charset=utf-8' })
    for (const [kind, name] of [
      ['video', '../captions/gradient-descent-visualized.vtt'],
      ['video', '..%2F..%2Fpackage.json'],
      ['video', 'gradient-descent-visualized.vtt'],
      ['captions', 'gradient-descent-visualized.webm'],
      ['covers', 'gradient-descent-visualized.webm'],
      ['video', 'GRADIENT-descent-visualized.webm'],
    ] as const) {
      expect(await findMediaFile(db, kind, name), `${kind}/${name}`).toBeNull()
    }
    // Known to the database but without a file, or not public: nothing.
    expect(await findMediaFile(db, 'video', `${(await createVideo(db)).slug}.webm`)).toBeNull()
    const draft = await createPodcast(db, { slug: 'evaluation-is-the-new-benchmark', status: 'draft' })
    expect(await findMediaFile(db, 'audio', `${draft.slug}.mp3`)).toBeNull()
  })
})
