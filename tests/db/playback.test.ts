import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { createPlaylist, createPodcast, createPodcastSeries, createVideo } from '../../app/db/seed/media-factories'
import { loader as seriesLoader } from '../../app/routes/podcast-series.$id'
import { loader as playlistLoader } from '../../app/routes/playlists.$id'
import { loader as episodeLoader } from '../../app/routes/podcasts.$slug'
import { action as episodePositionAction } from '../../app/routes/podcasts.$slug.position'
import { loader as videoLoader } from '../../app/routes/videos.$slug'
import { action as videoPositionAction } from '../../app/routes/videos.$slug.position'
import { answerStatus as statusOf, routeArgs } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()

const args = (url: string, params: Record<string, string>, cookie?: string | null, seconds?: string) =>
  routeArgs(url, params, { cookie, form: seconds === undefined ? undefined : { seconds } })

describe('watch position', () => {
  const savePosition = (slug: string, seconds: string, cookie?: string) => videoPositionAction(args(`/videos/${slug}/position`, { slug }, cookie, seconds))
  const resumeAt = async (slug: string, cookie?: string) => (await videoLoader(args(`/videos/${slug}`, { slug }, cookie))).resumeAt

  it('is saved per member and resumed on the video and playlist pages', async () => {
    const video = await createVideo(db, { durationSeconds: 40 })
    const playlist = await createPlaylist(db, {}, [video.id])
    const member = await signedInMember(db)
    const other = await signedInMember(db)
    expect(statusOf(await savePosition(video.slug, '12.7', member.cookie))).toBe(204)
    expect(await resumeAt(video.slug, member.cookie)).toBe(12)
    const list = await playlistLoader(args(`/playlists/${playlist.id}`, { id: playlist.id }, member.cookie))
    expect(list.positions[video.id]).toBe(12)
    expect(statusOf(await savePosition(video.slug, '25', member.cookie))).toBe(204)
    expect(await resumeAt(video.slug, member.cookie)).toBe(25)
    // Kept within the video's length; other members and visitors start at the beginning.
    await savePosition(video.slug, '9000', member.cookie)
    expect(await resumeAt(video.slug, member.cookie)).toBe(40)
    expect(await resumeAt(video.slug, other.cookie)).toBeNull()
    expect(await resumeAt(video.slug)).toBeNull()
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

describe('listening position', () => {
  it('is saved per member, resumed on the page and in lists, and refused for bad input', async () => {
    const series = await createPodcastSeries(db)
    const free = await createPodcast(db, { seriesId: series.id, title: 'Free talk' })
    const premium = await createPodcast(db, { seriesId: series.id, isPremium: true })
    const { cookie } = await signedInMember(db)
    const save = (slug: string, seconds: string, who: string | null = cookie) =>
      episodePositionAction(args(`/podcasts/${slug}/position`, { slug }, who, seconds))
    expect(await save(free.slug, '42')).toEqual({ ok: true, seconds: 42 })
    expect(await save(free.slug, '57.8')).toEqual({ ok: true, seconds: 57 })
    expect((await episodeLoader(args(`/podcasts/${free.slug}`, { slug: free.slug }, cookie))).position).toBe(57)
    const seriesPage = await seriesLoader(args(`/podcast-series/${series.id}`, { id: series.id }, cookie))
    expect(seriesPage.positions).toEqual({ [free.id]: 57 })
    const { cookie: other } = await signedInMember(db)
    expect((await episodeLoader(args(`/podcasts/${free.slug}`, { slug: free.slug }, other))).position).toBe(0)
    expect(statusOf(await save(free.slug, 'abc'))).toBe(400)
    expect(statusOf(await save(free.slug, '-5'))).toBe(400)
    expect(statusOf(await save(free.slug, '90000'))).toBe(400)
    expect(statusOf(await save(premium.slug, '10'))).toBe(403)
    expect(statusOf(await save('no-such-episode', '10'))).toBe(404)
    expect(statusOf(await save(free.slug, '10', null))).toBe(401)
  })
})
