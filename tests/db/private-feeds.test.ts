import { eq } from 'drizzle-orm'
import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { users } from '../../app/db/schema'
import { createUser } from '../../app/db/seed/factories'
import { createPodcast, createPodcastSeries } from '../../app/db/seed/media-factories'
import { privateFeedPath } from '../../app/podcasts/feed-paths'
import { rateLimitRules } from '../../app/lib/rate-limit.server'
import {
  checkFeedToken,
  listenerOfToken,
  listSharedFeeds,
  privateFeedRateLimit,
  privateFeedsOf,
  privateFeedToken,
  recordFeedRequest,
  resetPrivateFeedToken,
  sharingThreshold,
} from '../../app/podcasts/private-feeds.server'
import { loader as privateLoader } from '../../app/routes/podcast-feeds.$token.$kind.$file'
import { loader as assetLoader } from '../../app/routes/podcasts.$slug.$asset'
import { loader as feedLoader } from '../../app/routes/podcast-series.$id.feed'
import { routeArgs } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()

type Item = { title?: string; guid?: string; enclosure?: { url: string }; 'podcast:transcript'?: unknown }
const parser = new Parser<Record<string, unknown>, Item>({ customFields: { item: ['podcast:transcript'] } })

async function seriesWithPremium() {
  const db = getDb()
  const series = await createPodcastSeries(db, { title: 'Members Radio' })
  const free = await createPodcast(db, { seriesId: series.id, title: 'Open episode', transcript: 'Welcome to the open episode. It is free for everyone.', durationSeconds: 60 })
  const premium = await createPodcast(db, { seriesId: series.id, title: 'Members episode', isPremium: true, transcript: 'Members only. Thanks for subscribing.', durationSeconds: 60 })
  return { series, free, premium }
}

/** What the private feed route answers for `path` under the token. */
const privateGet = async (token: string, kind: string, file: string) =>
  (await privateLoader(routeArgs(`/podcast-feeds/${token}/${kind}/${file}`, { token, kind, file }))) as Response

const feedOf = async (token: string, seriesId: string) => {
  const response = await privateGet(token, 'series', `${seriesId}.xml`)
  return { response, feed: response.status === 200 ? await parser.parseString(await response.text()) : null }
}

describe('private podcast feeds', () => {
  it('carry premium episodes through the member’s token only while the member is entitled', async () => {
    const db = getDb()
    const { series, premium } = await seriesWithPremium()
    const member = await createUser(db, { subscriptionTier: 'premium' })
    const [feed] = await privateFeedsOf(db, member.id, { seriesId: series.id })
    const token = await privateFeedToken(db, member.id)
    expect(feed!.url).toMatch(new RegExp(`${privateFeedPath(token, series.id)}$`))

    const entitled = await feedOf(token, series.id)
    expect(entitled.response.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(entitled.feed!.items.map((item) => item.title)).toEqual(expect.arrayContaining(['Open episode', 'Members episode']))
    const premiumItem = entitled.feed!.items.find((item) => item.title === 'Members episode')!
    expect(premiumItem.enclosure!.url).toContain(`/podcast-feeds/${token}/audio/${premium.slug}.mp3`)
    expect((await privateGet(token, 'transcript', `${premium.slug}.vtt`)).status).toBe(200)

    // The plan ends: the same address now lists the free episode and one note on renewing.
    await db.update(users).set({ subscriptionTier: 'free' }).where(eq(users.id, member.id))
    const lapsed = await feedOf(token, series.id)
    const titles = lapsed.feed!.items.map((item) => item.title)
    expect(titles).toContain('Open episode')
    expect(titles).not.toContain('Members episode')
    expect(titles).toContain('Your premium episodes are paused')
    expect(JSON.stringify(lapsed.feed)).not.toContain(premium.slug)
    expect((await privateGet(token, 'transcript', `${premium.slug}.vtt`)).status).toBe(403)
  })

  it('stop answering at the old address once reset', async () => {
    const db = getDb()
    const { series } = await seriesWithPremium()
    const member = await createUser(db, { subscriptionTier: 'enterprise' })
    const old = await privateFeedToken(db, member.id)
    expect((await feedOf(old, series.id)).response.status).toBe(200)
    const fresh = await resetPrivateFeedToken(db, member.id)
    expect(fresh).not.toBe(old)
    expect((await feedOf(old, series.id)).response.status).toBe(404)
    expect(await listenerOfToken(db, old)).toBeNull()
    expect((await feedOf(fresh, series.id)).response.status).toBe(200)
    expect(await privateFeedToken(db, member.id)).toBe(fresh)
  })

  it('do not count a reset address polled by a podcast service as guessing, while unknown tokens do', async () => {
    const db = getDb()
    const member = await createUser(db, { subscriptionTier: 'premium' })
    const old = await privateFeedToken(db, member.id)
    const fresh = await resetPrivateFeedToken(db, member.id)
    const sharedServer = `203.0.113.${Math.floor(Math.random() * 200) + 1}`
    const limit = rateLimitRules.feedTokenFailures.limit
    for (let poll = 0; poll <= limit; poll++) expect((await checkFeedToken(db, old, sharedServer)).status).toBe('unknown')
    expect((await checkFeedToken(db, fresh, sharedServer)).status).toBe('ok')
    for (let guess = 0; guess < limit; guess++) {
      expect((await checkFeedToken(db, `${'x'.repeat(26)}${String(guess).padStart(6, '0')}`, sharedServer)).status).toBe('unknown')
    }
    expect((await checkFeedToken(db, fresh, sharedServer)).status).toBe('limited')
  })

  it('never give a visitor or a free member a premium address that works', async () => {
    const db = getDb()
    const { series, premium } = await seriesWithPremium()
    const publicFeed = await parser.parseString(await ((await feedLoader(routeArgs(`/podcast-series/${series.id}/feed.xml`, { id: series.id }))) as Response).text())
    expect(publicFeed.items.map((item) => item.title)).toEqual(['Open episode'])
    expect(JSON.stringify(publicFeed)).not.toContain(premium.slug)
    const { cookie } = await signedInMember(db)
    for (const who of [undefined, cookie]) {
      const transcript = (await assetLoader(routeArgs(`/podcasts/${premium.slug}/transcript.vtt`, { slug: premium.slug, asset: 'transcript.vtt' }, { cookie: who }))) as Response
      expect(transcript.status).toBe(403)
    }
    // A free member's token (they had Premium once) opens only the free episodes: a premium
    // episode whose file is on disk (a demo file's name) answers 403, the member's own 206.
    const onDisk = await createPodcast(db, { seriesId: series.id, slug: 'evaluation-is-the-new-benchmark', isPremium: true })
    const former = await createUser(db, { subscriptionTier: 'free' })
    const token = await privateFeedToken(db, former.id)
    expect((await privateGet(token, 'audio', `${onDisk.slug}.mp3`)).status).toBe(403)
    const member = await createUser(db, { subscriptionTier: 'premium' })
    expect((await privateGet(await privateFeedToken(db, member.id), 'audio', `${onDisk.slug}.mp3`)).status).toBe(200)
    expect((await privateGet('x'.repeat(32), 'series', `${series.id}.xml`)).status).toBe(404)
  })

  it('limit requests per token and flag a token used from too many addresses in a day', async () => {
    const db = getDb()
    const member = await createUser(db, { subscriptionTier: 'premium', name: 'Sharing Sam' })
    await privateFeedToken(db, member.id)
    const listener = (await listenerOfToken(db, await privateFeedToken(db, member.id)))!
    const now = new Date('2026-11-20T10:00:00Z')
    for (let i = 1; i <= sharingThreshold; i++) await recordFeedRequest(db, listener, `203.0.113.${i}`, now)
    expect((await listSharedFeeds(db)).map((row) => row.userId)).not.toContain(member.id)
    await recordFeedRequest(db, listener, '198.51.100.77', now)
    const flagged = (await listSharedFeeds(db)).find((row) => row.userId === member.id)
    expect(flagged).toMatchObject({ name: 'Sharing Sam', day: '2026-11-20', addresses: sharingThreshold + 1 })

    const later = new Date('2026-11-20T10:30:00Z')
    const factor = Number(process.env.RATE_LIMIT_FACTOR ?? 1)
    let last = { allowed: true, retryAfterSeconds: 0 }
    for (let i = 0; i < privateFeedRateLimit.limit * factor; i++) last = await recordFeedRequest(db, listener, '203.0.113.1', later)
    expect(last.allowed).toBe(false)
    expect(last.retryAfterSeconds).toBeGreaterThan(0)
  })
})
