import { RouterContextProvider } from 'react-router'
import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { createPodcast, createPodcastSeries } from '../../app/db/seed/media-factories'
import { buildSeriesFeed } from '../../app/podcasts/feed.server'
import { loader as feedLoader } from '../../app/routes/podcast-series.$id.feed'
import { loader as seriesLoader } from '../../app/routes/podcast-series.$id'
import { loader as episodeLoader } from '../../app/routes/podcasts.$slug'
import { loader as podcastsLoader } from '../../app/routes/podcasts'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()

const args = (url: string, params: Record<string, string> = {}, cookie?: string, form?: Record<string, string>) => {
  const request = new Request(`http://localhost${url}`, {
    method: form ? 'POST' : 'GET',
    headers: cookie ? { Cookie: cookie } : {},
    body: form ? new URLSearchParams(form) : undefined,
  })
  return { request, params, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}

async function premiumSetup() {
  const db = getDb()
  const series = await createPodcastSeries(db)
  const free = await createPodcast(db, { seriesId: series.id, title: 'Free talk' })
  const premium = await createPodcast(db, {
    seriesId: series.id,
    isPremium: true,
    showNotes: '<p>members-only-notes</p>',
    transcript: 'members-only-transcript',
  })
  return { series, free, premium }
}

describe('premium episodes', () => {
  it('never put the audio address, notes or transcript in the data of a visitor or a free member', async () => {
    const { series, free, premium } = await premiumSetup()
    const { cookie: freeCookie } = await signedInMember(getDb())
    for (const cookie of [undefined, freeCookie]) {
      const page = await episodeLoader(args(`/podcasts/${premium.slug}`, { slug: premium.slug }, cookie))
      expect(page.episode.isLocked).toBe(true)
      const everything = JSON.stringify([
        page,
        await podcastsLoader(args('/podcasts?sort=published_at', {}, cookie)),
        await seriesLoader(args(`/podcast-series/${series.id}`, { id: series.id }, cookie)),
      ])
      expect(everything).not.toContain(premium.audioUrl)
      expect(everything).not.toContain('members-only')
      expect(everything).toContain(free.audioUrl)
      expect(page.episode.description).toBe(premium.description)
    }
  })

  it('give a premium member the audio, notes and transcript', async () => {
    const { premium } = await premiumSetup()
    const { cookie } = await signedInMember(getDb(), { subscriptionTier: 'premium' })
    const page = await episodeLoader(args(`/podcasts/${premium.slug}`, { slug: premium.slug }, cookie))
    expect(page.episode).toMatchObject({ isLocked: false, audioUrl: premium.audioUrl, transcript: 'members-only-transcript' })
    expect(page.episode.showNotes).toContain('members-only-notes')
    expect(JSON.stringify(await podcastsLoader(args('/podcasts', {}, cookie)))).toContain(premium.audioUrl)
  })
})

describe('series feed', () => {
  it('lists free episodes only, with escaped text, iTunes tags and absolute enclosures', async () => {
    const db = getDb()
    const series = await createPodcastSeries(db, { title: 'Ops & <Data> "Talk"', host: 'Ana & Bo' })
    await createPodcast(db, { seriesId: series.id, title: 'Tips & Tricks <2026>', audioBytes: 1234, durationSeconds: 1801 })
    const premium = await createPodcast(db, { seriesId: series.id, isPremium: true })
    const draft = await createPodcast(db, { seriesId: series.id, status: 'draft' })
    const { xml } = (await buildSeriesFeed(db, { seriesId: series.id, siteName: 'Lumen', siteUrl: 'https://lumen.test/' }))!
    expect(xml).not.toContain(premium.slug)
    expect(xml).not.toContain(draft.slug)
    expect(xml).toContain('<title>Tips &amp; Tricks &lt;2026&gt;</title>')
    const feed = await new Parser().parseString(xml)
    expect(feed.title).toBe('Ops & <Data> "Talk"')
    expect(feed.itunes).toMatchObject({ author: 'Ana & Bo', explicit: 'false', image: `https://lumen.test/media/artwork/series/${series.id}.png` })
    expect(feed.items).toHaveLength(1)
    const [item] = feed.items
    expect(item!.title).toBe('Tips & Tricks <2026>')
    expect(item!.enclosure).toEqual({ url: expect.stringMatching(/^https:\/\/lumen\.test\/media\/audio\/.+\.mp3$/), length: '1234', type: 'audio/mpeg' })
    expect(item!.itunes).toMatchObject({ duration: '1801', episode: '1' })
    expect(item!.guid).toMatch(/^https:\/\/lumen\.test\/podcasts\//)
  })

  it('the feed route answers RSS with cache headers, and 404 for unknown or malformed ids', async () => {
    const series = await createPodcastSeries(getDb())
    const response = (await feedLoader(args(`/podcast-series/${series.id}/feed.xml`, { id: series.id }))) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=86400')
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect(((await feedLoader(args(`/podcast-series/${id}/feed.xml`, { id }))) as Response).status).toBe(404)
    }
  })
})
