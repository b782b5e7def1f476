import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { adCampaigns, adDaily, adOffers, advertisers } from '../db/schema/ads'
import { utcDay } from '../lib/dates'
import { daysBetween, evenDailyPace } from './pacing'

/** What every list and report shows of a campaign. */
export const campaignColumns = {
  id: adCampaigns.id,
  name: adCampaigns.name,
  advertiser: advertisers.name,
  packageId: adCampaigns.packageId,
  status: adCampaigns.status,
  startsOn: adCampaigns.startsOn,
  endsOn: adCampaigns.endsOn,
  soldImpressions: adCampaigns.soldImpressions,
  priceCents: adCampaigns.priceCents,
}

/** A flight more than this share behind its even pace is flagged to the admins. */
export const BEHIND_ALERT_SHARE = 0.1

/** What the flight should have delivered by the end of yesterday (today is still running). */
export function plannedByYesterday(flight: { startsOn: string; endsOn: string; soldImpressions: number }, now: Date) {
  const daysDone = Math.min(daysBetween(flight.startsOn, flight.endsOn) + 1, Math.max(0, daysBetween(flight.startsOn, utcDay(now))))
  return Math.round(evenDailyPace(flight) * daysDone)
}

/**
 * Every campaign, newest flight first, with its viewable impressions and clicks so far and
 * how far it is behind even pace (counted up to yesterday, a whole day).
 */
export async function listCampaigns(db: Db, now = new Date()) {
  const today = utcDay(now)
  const delivered = (column: 'viewable' | 'clicks', offerColumn: 'viewed_at' | 'clicked_at', beforeToday: boolean) =>
    sql<number>`(select coalesce(sum(${sql.raw(column)}), 0) from ${adDaily} d where d.campaign_id = ${adCampaigns.id})
      + (select count(${sql.raw(offerColumn)}) from ${adOffers} o where o.campaign_id = ${adCampaigns.id} and o.aggregated_at is null
         ${beforeToday ? sql`and o.day < ${today}::date` : sql``})`.mapWith(Number)
  const rows = await db
    .select({
      ...campaignColumns,
      viewable: delivered('viewable', 'viewed_at', false),
      viewableBeforeToday: delivered('viewable', 'viewed_at', true),
      clicks: delivered('clicks', 'clicked_at', false),
    })
    .from(adCampaigns)
    .innerJoin(advertisers, eq(advertisers.id, adCampaigns.advertiserId))
    .orderBy(desc(adCampaigns.startsOn), adCampaigns.name)
  return rows.map(({ viewableBeforeToday, ...row }) => {
    const planned = plannedByYesterday(row, now)
    const behind = row.status === 'live' && planned > 0 ? Math.max(0, (planned - viewableBeforeToday) / planned) : 0
    return { ...row, planned, behind, isBehind: behind > BEHIND_ALERT_SHARE }
  })
}

export type CampaignRow = Awaited<ReturnType<typeof listCampaigns>>[number]

/** Sold advertising per month in which a flight starts, in cents, newest month first. */
export function revenueByMonth(campaigns: CampaignRow[]) {
  const months = new Map<string, number>()
  for (const c of campaigns) {
    if (c.status === 'draft' || c.status === 'in_review') continue
    const month = c.startsOn.slice(0, 7)
    months.set(month, (months.get(month) ?? 0) + c.priceCents)
  }
  return [...months].sort(([a], [b]) => b.localeCompare(a)).map(([month, cents]) => ({ month, cents }))
}
