import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { aggregateClosedDays } from '../../app/ads/aggregate.server'
import { invalidAdCounter, invalidByReason, recordClick, recordView } from '../../app/ads/events.server'
import { decideAd, type Decision } from '../../app/ads/serve.server'
import { adDaily, adOffers } from '../../app/db/schema/ads'
import { createAdvertiser, createCampaign, createCreative } from '../../app/db/seed/ad-factories'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

/** Invalid traffic of a campaign once the counter has written what it holds. */
async function invalidOf(campaignId: string) {
  await invalidAdCounter.flush(db)
  return invalidByReason(db, campaignId)
}

/** A live campaign with its own category, so no other test's campaign competes for its slots. */
async function campaign(input: Partial<Parameters<typeof createCampaign>[1]> = {}, creatives = 1) {
  const advertiser = await createAdvertiser(db)
  const category = `c-${uniqueSuffix()}`
  const made = await createCampaign(db, { advertiserId: advertiser.id, categories: [category], ...input })
  const kept = []
  for (let i = 0; i < creatives; i++) kept.push(await createCreative(db, { campaignId: made.id, headline: `Creative ${i + 1}` }))
  return { ...made, category, creatives: kept }
}

const at = (day: string, seconds = 12 * 3600) => new Date(Date.parse(`${day}T00:00:00Z`) + seconds * 1000)
const dayOf = (start: string, offset: number) => new Date(Date.parse(`${start}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
/**
 * The long simulations (thousands of decisions, minutes on the embedded database) run once per
 * test run: on PostgreSQL when the run has one, else on the embedded database. The SQL they
 * drive is the same on both, and the shorter tests here run on each.
 */
const simulation = process.env.TEST_DB_KIND === 'postgres' || !process.env.TEST_DATABASE_URL ? it : it.skip
const decision = (category: string, now: Date, readerHash = `reader-${uniqueSuffix()}`): Decision => ({ placement: 'article', category, readerHash, now })

describe('pacing', () => {
  simulation('delivers a 10,000-impression flight over 30 days within ±5% of even pace each day, and never past 10,000', async () => {
    const flight = await campaign({ startsOn: '2031-04-01', endsOn: '2031-04-30', soldImpressions: 10_000, frequencyCap: 50 })
    const even = 10_000 / 30
    const daily: number[] = []
    for (let d = 0; d < 30; d++) {
      const day = dayOf('2031-04-01', d)
      // More readers than the day needs, spread over the day, each ad viewed.
      let viewed = 0
      for (let i = 0; i < 360; i++) {
        const now = at(day, Math.floor((i * 86_000) / 360))
        const ad = await decideAd(db, decision(flight.category, now, `reader-${i % 40}`))
        if (ad && (await recordView(db, ad.offerId, { now: new Date(now.getTime() + 1500), problem: null }))) viewed++
      }
      daily.push(viewed)
      await aggregateClosedDays(db, at(dayOf('2031-04-01', d + 1), 5 * 3600))
    }
    for (const [d, viewed] of daily.entries()) expect(Math.abs(viewed - even) / even, `day ${d + 1}: ${viewed}`).toBeLessThanOrEqual(0.05)
    const [total] = await db.select({ viewable: sql<number>`sum(viewable)`.mapWith(Number) }).from(adDaily).where(eq(adDaily.campaignId, flight.id))
    expect(total!.viewable).toBe(10_000)
    // The flight is sold out: the last day serves nothing more.
    expect(await decideAd(db, decision(flight.category, at('2031-04-30', 86_000)))).toBeNull()
  }, 600_000)

  it('never serves past the sold quantity, also when decisions race', async () => {
    const flight = await campaign({ startsOn: '2031-05-01', endsOn: '2031-05-01', soldImpressions: 25, frequencyCap: 50 })
    const now = at('2031-05-01')
    const served = await Promise.all(Array.from({ length: 60 }, (_, i) => decideAd(db, decision(flight.category, now, `racer-${i}`))))
    expect(served.filter(Boolean)).toHaveLength(25)
  })
})

describe('choosing an ad', () => {
  it('serves only campaigns that target the page’s category, and only live ones within their flight', async () => {
    const flight = await campaign({ startsOn: '2031-06-01', endsOn: '2031-06-30' })
    const paused = await campaign({ startsOn: '2031-06-01', endsOn: '2031-06-30', status: 'paused' })
    expect(await decideAd(db, decision(flight.category, at('2031-06-10')))).toMatchObject({ headline: 'Creative 1' })
    expect(await decideAd(db, decision(`other-${uniqueSuffix()}`, at('2031-06-10')))).toBeNull()
    expect(await decideAd(db, decision(paused.category, at('2031-06-10')))).toBeNull()
    expect(await decideAd(db, decision(flight.category, at('2031-07-01')))).toBeNull()
  })

  it('caps how often one reader sees a campaign in a day, and starts again the next day', async () => {
    const flight = await campaign({ startsOn: '2031-06-01', endsOn: '2031-06-02', soldImpressions: 5000, frequencyCap: 3 })
    const reader = `capped-${uniqueSuffix()}`
    const today = await Promise.all([1, 2, 3, 4].map((i) => decideAd(db, decision(flight.category, at('2031-06-01', 3600 * i), reader))))
    expect(today.filter(Boolean)).toHaveLength(3)
    expect(await decideAd(db, decision(flight.category, at('2031-06-01', 7 * 3600), `another-${uniqueSuffix()}`))).not.toBeNull()
    expect(await decideAd(db, decision(flight.category, at('2031-06-02', 3600), reader))).not.toBeNull()
  })

  simulation('splits two creatives evenly (±5%) over 2,000 decisions', async () => {
    const flight = await campaign({ startsOn: '2031-08-01', endsOn: '2031-08-01', soldImpressions: 5000, frequencyCap: 50 }, 2)
    const shown = new Map<string, number>()
    for (let i = 0; i < 2000; i++) {
      const ad = await decideAd(db, decision(flight.category, at('2031-08-01', 20 + i * 40), `split-${i % 97}`))
      shown.set(ad!.headline, (shown.get(ad!.headline) ?? 0) + 1)
    }
    expect([...shown.keys()].sort()).toEqual(['Creative 1', 'Creative 2'])
    for (const n of shown.values()) expect(Math.abs(n - 1000)).toBeLessThanOrEqual(50)
  }, 300_000)
})

describe('counting', () => {
  it('counts one view for 50 parallel beacons of one nonce; the other 49 are replays', async () => {
    const flight = await campaign({ startsOn: '2031-09-01', endsOn: '2031-09-30' })
    const now = at('2031-09-05')
    const ad = (await decideAd(db, decision(flight.category, now)))!
    const counted = await Promise.all(Array.from({ length: 50 }, () => recordView(db, ad.offerId, { now: new Date(now.getTime() + 2000), problem: null })))
    expect(counted.filter(Boolean)).toHaveLength(1)
    expect(await invalidOf(flight.id)).toEqual({ replayed: 49 })
  })

  it('records expired, bot and click-before-view events as invalid, and counts a click once after its view', async () => {
    const flight = await campaign({ startsOn: '2031-09-01', endsOn: '2031-09-30' })
    const now = at('2031-09-06')
    const later = (ms: number) => new Date(now.getTime() + ms)
    const [first, second, third] = [
      (await decideAd(db, decision(flight.category, now)))!,
      (await decideAd(db, decision(flight.category, now)))!,
      (await decideAd(db, decision(flight.category, now)))!,
    ]
    // A click before the view is not counted, yet the reader still reaches the advertiser.
    expect(await recordClick(db, first.offerId, { now: later(500), problem: null })).toEqual({ destination: flight.creatives[0]!.destinationUrl, counted: false })
    expect(await recordView(db, first.offerId, { now: later(1500), problem: null })).toBe(true)
    expect(await recordClick(db, first.offerId, { now: later(3000), problem: null })).toMatchObject({ counted: true })
    expect(await recordClick(db, first.offerId, { now: later(4000), problem: null })).toMatchObject({ counted: false })
    // A bot's beacon, and a view after the nonce's four hours.
    expect(await recordView(db, second.offerId, { now: later(1500), problem: 'bot' })).toBe(false)
    expect(await recordView(db, third.offerId, { now: later(4 * 3600_000 + 1), problem: null })).toBe(false)
    expect(await invalidOf(flight.id)).toEqual({ click_before_view: 1, replayed: 1, bot: 1, expired: 1 })
    const [row] = await db
      .select({ viewed: sql<number>`count(viewed_at)`.mapWith(Number), clicked: sql<number>`count(clicked_at)`.mapWith(Number) })
      .from(adOffers)
      .where(and(eq(adOffers.campaignId, flight.id)))
    expect(row).toEqual({ viewed: 1, clicked: 1 })
  })

  it('closes a day only once every offer of it has expired, and never counts a day twice', async () => {
    const flight = await campaign({ startsOn: '2031-10-01', endsOn: '2031-10-31' })
    const ad = (await decideAd(db, decision(flight.category, at('2031-10-02', 86_000))))!
    await recordView(db, ad.offerId, { now: at('2031-10-03', 600), problem: null })
    const figures = () => db.select({ served: adDaily.served, viewable: adDaily.viewable }).from(adDaily).where(eq(adDaily.campaignId, flight.id))
    await aggregateClosedDays(db, at('2031-10-03', 3 * 3600))
    expect(await figures()).toEqual([])
    await aggregateClosedDays(db, at('2031-10-03', 5 * 3600))
    await aggregateClosedDays(db, at('2031-10-03', 6 * 3600))
    expect(await figures()).toEqual([{ served: 1, viewable: 1 }])
  })
})
