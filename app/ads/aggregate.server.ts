import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { adDaily, adInvalidEvents, adOffers } from '../db/schema/ads'
import { utcDay } from '../lib/dates'
import { OFFER_LIFETIME_MS } from './offer-token.server'

/** Raw offers and invalid events are kept this long, then only the daily figures remain. */
export const AD_EVENT_RETENTION_DAYS = 90

/**
 * Closes the days whose offers can no longer change (every offer's lifetime is over): adds
 * their figures to ad_daily per creative × placement × category and marks the offers as
 * counted, in one statement, so a retried run never counts a day twice. Returns the rows added.
 */
export async function aggregateClosedDays(db: Db, now = new Date()): Promise<number> {
  const lastClosedDay = utcDay(new Date(now.getTime() - OFFER_LIFETIME_MS - 86_400_000))
  const result = (await db.execute(sql`
    with closed as (
      update ${adOffers} set aggregated_at = ${now}
      where aggregated_at is null and day <= ${lastClosedDay}::date
      returning day, campaign_id, creative_id, placement, category, viewed_at, clicked_at
    )
    insert into ${adDaily} (day, campaign_id, creative_id, placement, category, served, viewable, clicks)
    select day, campaign_id, creative_id, placement, category, count(*), count(viewed_at), count(clicked_at)
    from closed group by day, campaign_id, creative_id, placement, category
    returning id`)) as unknown as { rows: unknown[] }
  return result.rows.length
}

/** Deletes offers (already counted) and invalid events older than the retention period. */
export async function pruneAdEvents(db: Db, now = new Date()) {
  const cutoff = utcDay(new Date(now.getTime() - AD_EVENT_RETENTION_DAYS * 86_400_000))
  await db.execute(sql`delete from ${adOffers} where day < ${cutoff}::date and aggregated_at is not null`)
  await db.execute(sql`delete from ${adInvalidEvents} where day < ${cutoff}::date`)
}
