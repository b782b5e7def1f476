import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { createPodcast, createPodcastSeries } from '../../app/db/seed/media-factories'
import { loader as seriesLoader } from '../../app/routes/podcast-series.$id'
import { loader as episodeLoader } from '../../app/routes/podcasts.$slug'
import { loader as podcastsLoader } from '../../app/routes/podcasts'
import { openTestDb } from '../support/test-db'

await openTestDb()

const args = (url: string, params: Record<string, string> = {}) => {
  const request = new Request(`http://localhost${url}`)
  return { request, params, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}
const list = (query: string) => podcastsLoader(args(`/podcasts?${query}`))
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error)
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

/** A series with three public episodes, a draft and a scheduled one, all findable by one word. */
async function catalogue() {
  const db = getDb()
  const word = `zq${uniqueSuffix()}`
  const series = await createPodcastSeries(db, { title: `Series ${word}` })
  const at = { seriesId: series.id }
  const a = await createPodcast(db, { ...at, title: `Alpha ${word}`, category: 'Interviews', downloads: 10, likes: 5, publishedAt: daysAgo(3) })
  const b = await createPodcast(db, { ...at, title: `Beta ${word}`, category: 'AI Research', downloads: 30, likes: 1, publishedAt: daysAgo(2) })
  const c = await createPodcast(db, { ...at, title: `Gamma ${word}`, category: 'Interviews', downloads: 20, likes: 9, publishedAt: daysAgo(1) })
  const draft = await createPodcast(db, { ...at, title: `Draft ${word}`, status: 'draft' })
  const scheduled = await createPodcast(db, { ...at, title: `Later ${word}`, publishedAt: new Date(Date.now() + 86_400_000) })
  return { word, series, a, b, c, draft, scheduled }
}

describe('podcasts list', () => {
  it('searches, sorts by the four options and counts both tabs; drafts and scheduled episodes stay hidden', async () => {
    const { word, series, a, b, c } = await catalogue()
    const ids = (data: Awaited<ReturnType<typeof list>>) => data.episodes.map((e) => e.id)
    const latest = await list(`search=${word}`)
    expect(ids(latest)).toEqual([c.id, b.id, a.id])
    expect(latest.counts).toEqual({ episodes: 3, series: 1 })
    expect(latest.episodes[0]).toMatchObject({ seriesTitle: series.title, host: 'Test Host', episodeNumber: 3 })
    expect(ids(await list(`search=${word}&sort=downloads`))).toEqual([b.id, c.id, a.id])
    expect(ids(await list(`search=${word}&sort=likes`))).toEqual([c.id, a.id, b.id])
    expect(ids(await list(`search=${word}&sort=title`))).toEqual([a.id, b.id, c.id])
    const interviews = await list(`search=${word}&category=interviews`)
    expect(ids(interviews)).toEqual([c.id, a.id])
    expect(interviews.counts).toEqual({ episodes: 2, series: 1 })
    expect(await list(`search=${word}&category=career-advice`)).toMatchObject({ episodes: [], counts: { episodes: 0, series: 0 } })
  })

  it('the Series tab lists matching series with their public episodes counted', async () => {
    const { word, series, c } = await catalogue()
    const data = await list(`search=${word}&tab=series`)
    expect(data.episodes).toEqual([])
    expect(data.series).toHaveLength(1)
    expect(data.series[0]).toMatchObject({ id: series.id, episodeCount: 3, downloads: 60, likes: 15 })
    expect(data.series[0]!.latestEpisodeAt).toEqual(c.publishedAt)
    expect((await list(`search=${word}&tab=series&category=news-updates`)).series).toEqual([])
  })

  it('pages episodes with a keyset cursor and renders the first N pages for ?page=N', async () => {
    const word = `zq${uniqueSuffix()}`
    for (let i = 0; i < 14; i++) await createPodcast(getDb(), { title: `Episode ${i} ${word}`, downloads: i % 3, publishedAt: daysAgo(i) })
    for (const sort of ['published_at', 'downloads', 'title']) {
      const first = await list(`search=${word}&sort=${sort}`)
      expect(first.episodes).toHaveLength(12)
      const next = await list(`search=${word}&sort=${sort}&cursor=${first.nextCursor}`)
      expect(next.episodes).toHaveLength(2)
      expect(next.nextCursor).toBeNull()
      expect(next.counts).toBeNull()
      const seen = new Set([...first.episodes, ...next.episodes].map((e) => e.id))
      expect(seen.size, sort).toBe(14)
      const both = await list(`search=${word}&sort=${sort}&page=2`)
      expect(both.episodes.map((e) => e.id)).toEqual([...first.episodes, ...next.episodes].map((e) => e.id))
    }
  })

  it('pages series too', async () => {
    const word = `zq${uniqueSuffix()}`
    for (let i = 0; i < 13; i++) {
      const series = await createPodcastSeries(getDb(), { title: `Show ${i} ${word}` })
      await createPodcast(getDb(), { seriesId: series.id, publishedAt: daysAgo(i) })
    }
    const first = await list(`search=${word}&tab=series`)
    expect(first.series).toHaveLength(12)
    expect(first.counts?.series).toBe(13)
    const next = await list(`search=${word}&tab=series&cursor=${first.nextCursor}`)
    expect(next.series.map((s) => s.title)).toEqual([`Show 12 ${word}`])
  })

  it('answers 400 with a clear message for unknown filters and forged page links', async () => {
    const cases: [string, RegExp][] = [
      ['category=cooking', /Unknown category/],
      ['sort=views', /Unknown sort/],
      ['tab=videos', /Unknown tab/],
      ['page=0', /page must be 1 or more/],
      ['page=two', /whole number/],
      ['cursor=forged', /no longer valid/],
    ]
    for (const [query, message] of cases) {
      expect(await failure(list(query)), query).toMatchObject({ init: { status: 400 }, data: { message: expect.stringMatching(message) } })
    }
  })
})

describe('episode and series pages', () => {
  it('404 for unknown, draft and scheduled episodes and for unknown or malformed series ids', async () => {
    const { draft, scheduled } = await catalogue()
    for (const slug of ['no-such-episode', draft.slug, scheduled.slug]) {
      expect(await failure(episodeLoader(args(`/podcasts/${slug}`, { slug }))), slug).toMatchObject({ init: { status: 404 } })
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect(await failure(seriesLoader(args(`/podcast-series/${id}`, { id }))), id).toMatchObject({ init: { status: 404 } })
    }
  })

  it('a series page lists its public episodes newest first with its figures', async () => {
    const { series, a, b, c } = await catalogue()
    const data = await seriesLoader(args(`/podcast-series/${series.id}`, { id: series.id }))
    expect(data.episodes.map((e) => e.id)).toEqual([c.id, b.id, a.id])
    expect(data.series).toMatchObject({ title: series.title, host: 'Test Host', episodeCount: 3, premiumCount: 0, totalSeconds: 5400 })
    const episode = await episodeLoader(args(`/podcasts/${b.slug}`, { slug: b.slug }))
    expect(episode.more.map((e) => e.id)).toEqual([c.id, a.id])
    expect(await failure(seriesLoader(args(`/podcast-series/${series.id}?page=x`, { id: series.id })))).toMatchObject({ init: { status: 400 } })
  })
})
