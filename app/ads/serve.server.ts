import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { adCampaigns, adCreatives, adDaily, adOffers, advertisers, creativeCopyColumns } from '../db/schema/ads'
import type { AdPlacement } from './ad-choices'
import { utcDay } from '../lib/dates'
import { neededToday, pickWeighted } from './pacing'
import { chooseCreative } from './creative-rotation'
import { OFFER_LIFETIME_MS, offerToken } from './offer-token.server'

/** Ads one reader may be served per UTC day across all campaigns; past it, requests are invalid traffic. */
export const READER_DAILY_LIMIT = 200

/** The ad a slot shows, with the token its view beacon and click carry. */
export interface ServedAd {
  offerId: string
  token: string
  advertiser: string
  headline: string
  body: string
  callToAction: string
  /** The domain the click leads to, shown on the ad so the reader knows where it goes. */
  destinationHost: string
  /** The banner image and its alternative text, when the creative has one. */
  imageUrl: string | null
  imageAlt: string
}

interface Candidate {
  id: string
  startsOn: string
  endsOn: string
  soldImpressions: number
  frequencyCap: number
  favourClicks: boolean
  /** Viewable impressions of the days before today (aggregated and not yet). */
  deliveredBefore: number
  /** Today's viewable impressions plus today's offers that may still be viewed. */
  committedToday: number
  /** Every viewable impression plus every offer that may still be viewed. */
  committedAll: number
  readerToday: number
}

interface CandidateRow {
  id: string
  starts_on: string
  ends_on: string
  sold_impressions: number
  frequency_cap: number
  favour_clicks: boolean
  aggregated: string | number
  viewed_before: string | number
  committed_today: string | number
  committed_live: string | number
  reader_today: string | number
}

/**
 * The live campaigns eligible for a placement and category today (or the one `onlyCampaign`),
 * with their delivery so far. Delivery counts viewable impressions, and offers still within
 * their lifetime as if they will be viewed, so a flight never outruns its sold quantity while
 * views are on their way. Closed days are read from ad_daily, open ones from ad_offers.
 */
async function candidates(db: Db, { placement, category, readerHash, now }: Decision, today: string, onlyCampaign?: string): Promise<Candidate[]> {
  const pendingSince = new Date(now.getTime() - OFFER_LIFETIME_MS)
  const result = (await db.execute(sql`
    select c.id, c.starts_on::text as starts_on, c.ends_on::text as ends_on, c.sold_impressions, c.frequency_cap, c.favour_clicks,
           d.aggregated, o.viewed_before, o.committed_today, o.committed_live, o.reader_today
    from ${adCampaigns} c
    cross join lateral (select coalesce(sum(viewable), 0) as aggregated from ${adDaily} where campaign_id = c.id) d
    cross join lateral (
      select count(*) filter (where day < ${today}::date and viewed_at is not null) as viewed_before,
             count(*) filter (where day = ${today}::date and (viewed_at is not null or served_at > ${pendingSince})) as committed_today,
             count(*) filter (where viewed_at is not null or served_at > ${pendingSince}) as committed_live,
             count(*) filter (where day = ${today}::date and reader_hash = ${readerHash}) as reader_today
      from ${adOffers} where campaign_id = c.id and aggregated_at is null) o
    where c.status = 'live' and c.starts_on <= ${today}::date and c.ends_on >= ${today}::date
      and (cardinality(c.placements) = 0 or ${placement} = any(c.placements))
      and (cardinality(c.categories) = 0 or ${category} = any(c.categories))
      and exists (select 1 from ${adCreatives} k where k.campaign_id = c.id and k.status = 'approved')
      ${onlyCampaign ? sql`and c.id = ${onlyCampaign}::uuid` : sql``}`)) as unknown as { rows: CandidateRow[] }
  return result.rows.map((r) => ({
    id: r.id,
    startsOn: r.starts_on,
    endsOn: r.ends_on,
    soldImpressions: Number(r.sold_impressions),
    frequencyCap: Number(r.frequency_cap),
    favourClicks: Boolean(r.favour_clicks),
    deliveredBefore: Number(r.aggregated) + Number(r.viewed_before),
    committedToday: Number(r.committed_today),
    committedAll: Number(r.aggregated) + Number(r.committed_live),
    readerToday: Number(r.reader_today),
  }))
}

/** How much more a campaign may serve today: 0 when it is on pace, sold out or capped for this reader. */
export function roomToday(c: Candidate, today: string): number {
  if (c.readerToday >= c.frequencyCap) return 0
  if (c.committedAll >= c.soldImpressions) return 0
  const room = neededToday(c, c.deliveredBefore, today) - c.committedToday
  return room > 0 ? room : 0
}

export interface Decision {
  placement: AdPlacement
  /** The page's category slug ('' where the page has none). */
  category: string
  /** The reader's keyed hash for today (see reader.server.ts). */
  readerHash: string
  now: Date
  /** A number in [0, 1): injectable, so tests can replay a decision. */
  random?: () => number
}

/**
 * Chooses an ad for a slot, or null (the slot keeps its house ad): among live campaigns that
 * target this placement and category, weighted by what each still needs today, then the
 * campaign's approved creative served least today (an even A/B split; see chooseCreative). The offer is written
 * under a lock on the campaign, so parallel decisions never take it past its quantity.
 */
export async function decideAd(db: Db, decision: Decision): Promise<ServedAd | null> {
  const random = decision.random ?? Math.random
  const today = utcDay(decision.now)
  let open = (await candidates(db, decision, today)).filter((c) => roomToday(c, today) > 0)
  while (open.length > 0) {
    const chosen = open[pickWeighted(open.map((c) => roomToday(c, today)), random)]!
    const served = await serveFromCampaign(db, chosen.id, decision, today, random)
    if (served) return served
    open = open.filter((c) => c !== chosen)
  }
  return null
}

async function serveFromCampaign(db: Db, campaignId: string, decision: Decision, today: string, random: () => number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${adCampaigns} where ${adCampaigns.id} = ${campaignId} for update`)
    // Counted again under the lock: another decision may have taken the last room.
    const [fresh] = await candidates(tx as unknown as Db, decision, today, campaignId)
    if (!fresh || roomToday(fresh, today) <= 0) return null
    // The flight's figures per creative are read only when the campaign favours clicks.
    const flightTotal = (daily: 'viewable' | 'clicks', offer: 'viewed_at' | 'clicked_at') =>
      fresh.favourClicks
        ? sql<number>`(select coalesce(sum(${sql.raw(daily)}), 0) from ${adDaily} d where d.creative_id = ${adCreatives.id})
            + (select count(${sql.raw(offer)}) from ${adOffers} o where o.creative_id = ${adCreatives.id} and o.aggregated_at is null)`.mapWith(Number)
        : sql<number>`0`.mapWith(Number)
    const creatives = await tx
      .select({
        ...creativeCopyColumns,
        advertiser: advertisers.name,
        servedToday: sql<number>`(select count(*) from ${adOffers} o where o.creative_id = ${adCreatives.id} and o.day = ${today})`.mapWith(Number),
        viewable: flightTotal('viewable', 'viewed_at'),
        clicks: flightTotal('clicks', 'clicked_at'),
      })
      .from(adCreatives)
      .innerJoin(adCampaigns, eq(adCampaigns.id, adCreatives.campaignId))
      .innerJoin(advertisers, eq(advertisers.id, adCampaigns.advertiserId))
      .where(and(eq(adCreatives.campaignId, campaignId), eq(adCreatives.status, 'approved')))
    if (creatives.length === 0) return null
    const creative = chooseCreative(creatives, { favourClicks: fresh.favourClicks, random })
    const [offer] = await tx
      .insert(adOffers)
      .values({
        campaignId,
        creativeId: creative.id,
        placement: decision.placement,
        category: decision.category,
        day: today,
        readerHash: decision.readerHash,
        servedAt: decision.now,
      })
      .returning({ id: adOffers.id })
    return {
      offerId: offer!.id,
      token: offerToken(offer!.id),
      advertiser: creative.advertiser,
      headline: creative.headline,
      body: creative.body,
      callToAction: creative.callToAction,
      destinationHost: new URL(creative.destinationUrl).host,
      imageUrl: creative.imageUrl,
      imageAlt: creative.imageAlt,
    } satisfies ServedAd
  })
}
