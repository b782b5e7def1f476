import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { createPlaylist, createPodcast, createVideo } from '../../app/db/seed/media-factories'
import { findMediaFile } from '../../app/media-files/media-files.server'
import { action as positionAction } from '../../app/routes/videos.$slug.position'
import { loader as playlistLoader } from '../../app/routes/playlists.$id'
import { loader as videoLoader } from '../../app/routes/videos.$slug'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()

const args = (url: string, params: Record<string, string> = {}, init?: RequestInit) => {
  const request = new Request(`http://localhost${url}`, init)
  return { request, params, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}
const savePosition = (slug: string, seconds: string, cookie?: string) =>
  positionAction(
    args(`/videos/${slug}/position`, { slug }, { method: 'POST', headers: cookie ? { Cookie: cookie } : {}, body: new URLSearchParams({ seconds }) }),
  ) as Promise<Response | { init: { status: number } }>
const statusOf = (result: Response | { init: { status: number } }) => (result instanceof Response ? result.status : result.init.status)

describe('watch position', () => {
  it('is saved per member and resumed on the video and playlist pages', async () => {
    const video = await createVideo(db, { durationSeconds: 40 })
    const playlist = await createPlaylist(db, {}, [video.id])
    const member = await signedInMember(db)
    const other = await signedInMember(db)
    expect(statusOf(await savePosition(video.slug, '12.7', member.cookie))).toBe(204)
    const page = await videoLoader(args(`/videos/${video.slug}`, { slug: video.slug }, { headers: { Cookie: member.cookie } }))
    expect(page.resumeAt).toBe(12)
    const list = await playlistLoader(args(`/playlists/${playlist.id}`, { id: playlist.id }, { headers: { Cookie: member.cookie } }))
    expect(list.positions[video.id]).toBe(12)
    expect(statusOf(await savePosition(video.slug, '25', member.cookie))).toBe(204)
    expect((await videoLoader(args(`/videos/${video.slug}`, { slug: video.slug }, { headers: { Cookie: member.cookie } }))).resumeAt).toBe(25)
    // Kept within the video's length; other members and visitors start at the beginning.
    await savePosition(video.slug, '9000', member.cookie)
    expect((await videoLoader(args(`/videos/${video.slug}`, { slug: video.slug }, { headers: { Cookie: member.cookie } }))).resumeAt).toBe(40)
    expect((await videoLoader(args(`/videos/${video.slug}`, { slug: video.slug }, { headers: { Cookie: other.cookie } }))).resumeAt).toBeNull()
    expect((await videoLoader(args(`/videos/${video.slug}`, { slug: video.slug }))).resumeAt).toBeNull()
  })

  it('refuses visitors, locked premium videos, unknown videos and bad numbers', async () => {
    const video = await createVideo(db)
    const premium = await createVideo(db, { isPremium: true })
    const { cookie } = await signedInMember(db)
    expect(statusOf(await savePosition(video.slug, '5'))).toBe(401)
    expect(statusOf(await savePosition(premium.slug, '5', cookie))).toBe(403)
    expect(statusOf(await savePosition('no-such-video', '5', cookie))).toBe(404)
    expect(statusOf(await savePosition(video.slug, '-4', cookie))).toBe(400)
    expect(statusOf(await savePosition(video.slug, 'soon', cookie))).toBe(400)
  })
})

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
