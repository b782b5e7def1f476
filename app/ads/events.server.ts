import { and, eq, gt, isNull, isNotNull, sql } from 'drizzle-orm'
import { BatchedCounter } from '../analytics/batched-counter.server'
import type { Db } from '../db/client.server'
import { adCreatives, adInvalidEvents, adOffers } from '../db/schema/ads'
import { utcDay } from '../lib/dates'
import type { InvalidReason } from './ad-choices'
import { OFFER_LIFETIME_MS } from './offer-token.server'

type AdEvent = 'serve' | 'view' | 'click'

/**
 * Invalid traffic is counted in memory and written every few seconds as one row per day,
 * event, reason and campaign, so a flood of bad requests costs no write per request.
 */
export const invalidAdCounter = new BatchedCounter({
  write: async (db, batch) => {
    const rows = batch.map(({ key, n }) => {
      const [day, event, reason, campaignId] = JSON.parse(key) as [string, AdEvent, InvalidReason, string | null]
      return { day, event, reason, campaignId, events: n }
    })
    await db.insert(adInvalidEvents).values(rows)
    return rows.reduce((sum, row) => sum + row.events, 0)
  },
})

/** Notes traffic that is not billed, with its reason (kept 90 days, like the offers). */
export function recordInvalid({ event, reason, campaignId = null, now }: { event: AdEvent; reason: InvalidReason; campaignId?: string | null; now: Date }) {
  invalidAdCounter.add(JSON.stringify([utcDay(now), event, reason, campaignId]))
}

/** Why an event on an offer did not count: unknown, expired, or counted before. */
async function refusalOf(db: Db, offerId: string, event: 'view' | 'click', now: Date) {
  const [offer] = await db
    .select({ campaignId: adOffers.campaignId, servedAt: adOffers.servedAt, viewedAt: adOffers.viewedAt, clickedAt: adOffers.clickedAt })
    .from(adOffers)
    .where(eq(adOffers.id, offerId))
  if (!offer) return { reason: 'unknown_nonce' as const, campaignId: null }
  const reason: InvalidReason =
    now.getTime() - offer.servedAt.getTime() >= OFFER_LIFETIME_MS
      ? 'expired'
      : event === 'click' && !offer.viewedAt
        ? 'click_before_view'
        : 'replayed'
  return { reason, campaignId: offer.campaignId }
}

/**
 * A view beacon: the ad was at least half on screen for a continuous second in a visible tab.
 * The first beacon of a live offer counts; any other (a replay, an expired or unknown nonce, a
 * bot) is recorded invalid. The update is one statement, so parallel beacons count once.
 */
export async function recordView(db: Db, offerId: string, { now, problem }: { now: Date; problem: InvalidReason | null }): Promise<boolean> {
  if (problem) {
    const [offer] = await db.select({ campaignId: adOffers.campaignId }).from(adOffers).where(eq(adOffers.id, offerId))
    recordInvalid({ event: 'view', reason: problem, campaignId: offer?.campaignId ?? null, now })
    return false
  }
  const counted = await db
    .update(adOffers)
    .set({ viewedAt: now })
    .where(and(eq(adOffers.id, offerId), isNull(adOffers.viewedAt), gt(adOffers.servedAt, new Date(now.getTime() - OFFER_LIFETIME_MS))))
    .returning({ id: adOffers.id })
  if (counted.length > 0) return true
  const refusal = await refusalOf(db, offerId, 'view', now)
  recordInvalid({ event: 'view', now, ...refusal })
  return false
}

/**
 * A click: counted once per offer, and only after its view. Whatever is counted, the reader is
 * sent to the creative's own address (never one taken from the request); null for an offer
 * that does not exist.
 */
export async function recordClick(
  db: Db,
  offerId: string,
  { now, problem }: { now: Date; problem: InvalidReason | null },
): Promise<{ destination: string; counted: boolean } | null> {
  const [target] = await db
    .select({ destination: adCreatives.destinationUrl, campaignId: adOffers.campaignId })
    .from(adOffers)
    .innerJoin(adCreatives, eq(adCreatives.id, adOffers.creativeId))
    .where(eq(adOffers.id, offerId))
  if (!target) {
    recordInvalid({ event: 'click', reason: 'unknown_nonce', now })
    return null
  }
  if (problem) {
    recordInvalid({ event: 'click', reason: problem, campaignId: target.campaignId, now })
    return { destination: target.destination, counted: false }
  }
  const counted = await db
    .update(adOffers)
    .set({ clickedAt: now })
    .where(
      and(
        eq(adOffers.id, offerId),
        isNull(adOffers.clickedAt),
        isNotNull(adOffers.viewedAt),
        gt(adOffers.servedAt, new Date(now.getTime() - OFFER_LIFETIME_MS)),
      ),
    )
    .returning({ id: adOffers.id })
  if (counted.length === 0) {
    const refusal = await refusalOf(db, offerId, 'click', now)
    recordInvalid({ event: 'click', now, ...refusal })
  }
  return { destination: target.destination, counted: counted.length > 0 }
}

/** Invalid traffic of a campaign by reason (for its report). */
export async function invalidByReason(db: Db, campaignId: string) {
  const rows = await db
    .select({ reason: adInvalidEvents.reason, events: sql<number>`sum(${adInvalidEvents.events})`.mapWith(Number) })
    .from(adInvalidEvents)
    .where(eq(adInvalidEvents.campaignId, campaignId))
    .groupBy(adInvalidEvents.reason)
  return Object.fromEntries(rows.map((r) => [r.reason, r.events])) as Partial<Record<InvalidReason, number>>
}
