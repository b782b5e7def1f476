import { randomUUID } from 'node:crypto'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { createPlaylist, createVideo } from '../../app/db/seed/media-factories'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { loader as playlistLoader } from '../../app/routes/playlists.$id'
import { loader as videoLoader } from '../../app/routes/videos.$slug'
import { loader as listLoader } from '../../app/routes/videos'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()

const args = (url: string, params: Record<string, string> = {}, init?: RequestInit) => {
  const request = new Request(`http://localhost${url}`, init)
  return { request, params, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)

describe('videos list', () => {
  it('filters by text, category and type, sorts, and leaves out drafts and scheduled videos', async () => {
    const token = `zq${uniqueSuffix()}`
    const a = await createVideo(db, { title: `Alpha ${token}`, category: 'Robotics', videoType: 'demo', views: 10, likes: 5, publishedAt: minutesAgo(1) })
    const b = await createVideo(db, { title: `Charlie ${token}`, category: 'Robotics', videoType: 'interview', views: 50, likes: 1, isPremium: true, publishedAt: minutesAgo(2) })
    const c = await createVideo(db, { title: `Bravo ${token}`, category: 'Data Science', videoType: 'demo', views: 30, likes: 9, publishedAt: minutesAgo(3) })
    await createVideo(db, { title: `Draft ${token}`, status: 'draft' })
    await createVideo(db, { title: `Later ${token}`, publishedAt: new Date(Date.now() + 3_600_000) })
    const ids = async (query: string) => (await listLoader(args(`/videos?search=${token}${query}`))).items.map((v) => v.id)

    const all = await listLoader(args(`/videos?search=${token}`))
    expect(all.items.map((v) => v.id)).toEqual([a.id, b.id, c.id])
    expect(all.counts.videos).toBe(3)
    expect(await ids('&category=robotics')).toEqual([a.id, b.id])
    expect(await ids('&type=demo')).toEqual([a.id, c.id])
    expect(await ids('&category=robotics&type=demo')).toEqual([a.id])
    expect(await ids('&sort=views')).toEqual([b.id, c.id, a.id])
    expect(await ids('&sort=likes')).toEqual([c.id, a.id, b.id])
    expect(await ids('&sort=title')).toEqual([a.id, c.id, b.id])
    // Unknown values fall back to the defaults.
    const odd = await listLoader(args(`/videos?search=${token}&category=nope&type=drop&sort=x&tab=y&page=-3`))
    expect(odd.query).toMatchObject({ category: undefined, type: undefined, sort: 'published_at', tab: 'videos', page: 1 })
    expect(odd.items).toHaveLength(3)
    // Cards never carry media addresses, premium or not.
    expect(JSON.stringify(all)).not.toContain('/media/video/')
  })

  it('the playlists tab matches by title or by the videos inside, with counts and total length', async () => {
    const token = `zp${uniqueSuffix()}`
    const v1 = await createVideo(db, { title: `First ${token}`, category: 'AI Ethics', durationSeconds: 30 })
    const v2 = await createVideo(db, { title: 'Second video', category: 'Data Science', durationSeconds: 45, isPremium: true })
    const playlist = await createPlaylist(db, { title: `Course ${uniqueSuffix()}` }, [v1.id, v2.id])
    const list = await listLoader(args(`/videos?search=${token}&tab=playlists`))
    expect(list.counts).toEqual({ videos: 1, playlists: 1 })
    expect(list.items).toEqual([expect.objectContaining({ id: playlist.id, kind: 'playlist', videoCount: 2, totalSeconds: 75 })])
    const byCategory = await listLoader(args(`/videos?search=${token}&tab=playlists&category=data-science`))
    expect(byCategory.counts).toEqual({ videos: 0, playlists: 1 })
    expect((await listLoader(args(`/videos?search=${token}&tab=playlists&category=robotics`))).items).toEqual([])
  })

  it('pages by nine: ?page=N renders N pages, ?cursor= answers the page after a position', async () => {
    const token = `zl${uniqueSuffix()}`
    for (let i = 0; i < 11; i++) await createVideo(db, { title: `Paged ${i} ${token}`, publishedAt: minutesAgo(i) })
    const first = await listLoader(args(`/videos?search=${token}`))
    expect(first.items).toHaveLength(9)
    expect(first.nextCursor).toEqual(expect.any(String))
    const next = await listLoader(args(`/videos?search=${token}&cursor=${first.nextCursor}`))
    expect(next.items).toHaveLength(2)
    expect(next.nextCursor).toBeNull()
    expect(new Set([...first.items, ...next.items].map((v) => v.id)).size).toBe(11)
    expect((await listLoader(args(`/videos?search=${token}&page=2`))).items).toHaveLength(11)
    // The `more=1` of older in-page links is ignored: the address renders its first pages.
    expect((await listLoader(args(`/videos?search=${token}&page=2&more=1`))).items).toHaveLength(11)
    const forged = await listLoader(args(`/videos?search=${token}&cursor=forged`)).catch((e: unknown) => e)
    expect(forged).toMatchObject({ init: { status: 400 }, data: { message: expect.stringContaining('no longer valid') } })
  })

  it('pages playlists in every sort without repeating or skipping any', async () => {
    const token = `zk${uniqueSuffix()}`
    for (let i = 0; i < 11; i++) {
      const video = await createVideo(db, { title: `Listed ${token}`, views: i % 3, likes: i % 2 })
      await createPlaylist(db, { title: `Shelf ${i % 4} ${uniqueSuffix()}` }, [video.id])
    }
    for (const sort of ['published_at', 'views', 'likes', 'title']) {
      const all = await listLoader(args(`/videos?search=${token}&tab=playlists&sort=${sort}&page=2`))
      expect(all.items, sort).toHaveLength(11)
      const first = await listLoader(args(`/videos?search=${token}&tab=playlists&sort=${sort}`))
      const next = await listLoader(args(`/videos?search=${token}&tab=playlists&sort=${sort}&cursor=${first.nextCursor}`))
      expect([...first.items, ...next.items].map((p) => p.id), sort).toEqual(all.items.map((p) => p.id))
      expect(next.nextCursor, sort).toBeNull()
    }
  })
})

describe('video and playlist pages', () => {
  it('never sends a premium video source to visitors or free members; premium members get it', async () => {
    const video = await createVideo(db, { isPremium: true })
    const playlist = await createPlaylist(db, {}, [video.id])
    const free = await signedInMember(db)
    const premium = await signedInMember(db, { subscriptionTier: 'premium' })
    for (const cookie of [undefined, free.cookie]) {
      const headers = cookie ? { Cookie: cookie } : undefined
      const page = await videoLoader(args(`/videos/${video.slug}`, { slug: video.slug }, { headers }))
      expect(page.video).toMatchObject({ isLocked: true, mediaUrl: null, captionsUrl: null })
      const list = await playlistLoader(args(`/playlists/${playlist.id}`, { id: playlist.id }, { headers }))
      for (const data of [page, list]) {
        expect(JSON.stringify(data)).not.toContain(`/media/video/${video.slug}`)
        expect(JSON.stringify(data)).not.toContain(`/media/captions/${video.slug}`)
      }
    }
    const unlocked = await videoLoader(args(`/videos/${video.slug}`, { slug: video.slug }, { headers: { Cookie: premium.cookie } }))
    expect(unlocked.video).toMatchObject({ isLocked: false, mediaUrl: `/media/video/${video.slug}.webm`, captionsUrl: `/media/captions/${video.slug}.vtt` })
    const list = await playlistLoader(args(`/playlists/${playlist.id}`, { id: playlist.id }, { headers: { Cookie: premium.cookie } }))
    expect(list.playlist.videos[0]!.mediaUrl).toBe(`/media/video/${video.slug}.webm`)
  })

  it('answers 404 for unknown videos and playlists', async () => {
    for (const call of [
      () => videoLoader(args('/videos/nope', { slug: 'nope' })),
      () => playlistLoader(args('/playlists/nope', { id: 'nope' })),
      () => playlistLoader(args(`/playlists/${randomUUID()}`, { id: randomUUID() })),
    ]) {
      expect(await call().catch((e: unknown) => e)).toMatchObject({ init: { status: 404 } })
    }
  })

})
