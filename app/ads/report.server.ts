import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { adCampaigns, adCreatives, adDaily, adOffers, advertisers } from '../db/schema/ads'
import type { InvalidReason } from './ad-choices'
import { campaignColumns } from './campaigns.server'
import { invalidByReason } from './events.server'
import { newsletterFigures } from './newsletter-sponsorship.server'
import { sponsoredArticles } from './sponsored-content.server'
import { sponsoredEpisodes } from './podcast-sponsorship.server'
import { daysBetween, evenDailyPace } from './pacing'
import { csvLine } from '../lib/csv'

export interface AdFigures {
  served: number
  viewable: number
  clicks: number
}

interface FigureRow extends AdFigures {
  day: string
  creativeId: string
  placement: string
  category: string
}

/**
 * Every figure of a campaign, per day × creative × placement × category: the closed days'
 * rows of ad_daily (corrections included, added up) and the open days counted from the offers.
 */
export async function figureRows(db: Db, campaignId: string): Promise<FigureRow[]> {
  const result = (await db.execute(sql`
    select day::text as day, creative_id, placement, category, sum(served) as served, sum(viewable) as viewable, sum(clicks) as clicks
    from (
      select day, creative_id, placement, category, served, viewable, clicks from ${adDaily} where campaign_id = ${campaignId}::uuid
      union all
      select day, creative_id, placement, category, 1, (viewed_at is not null)::int, (clicked_at is not null)::int
      from ${adOffers} where campaign_id = ${campaignId}::uuid and aggregated_at is null
    ) figures
    group by day, creative_id, placement, category
    order by day`)) as unknown as {
    rows: { day: string; creative_id: string; placement: string; category: string; served: string; viewable: string; clicks: string }[]
  }
  return result.rows.map((r) => ({
    day: r.day,
    creativeId: r.creative_id,
    placement: r.placement,
    category: r.category,
    served: Number(r.served),
    viewable: Number(r.viewable),
    clicks: Number(r.clicks),
  }))
}

/** Adds up rows by a key, in the order the keys first appear. */
function totalsBy<K extends string>(rows: FigureRow[], keyOf: (row: FigureRow) => string, name: K) {
  const totals = new Map<string, AdFigures>()
  for (const row of rows) {
    const key = keyOf(row)
    const sum = totals.get(key) ?? { served: 0, viewable: 0, clicks: 0 }
    sum.served += row.served
    sum.viewable += row.viewable
    sum.clicks += row.clicks
    totals.set(key, sum)
  }
  return [...totals].map(([key, figures]) => ({ [name]: key, ...figures }) as { [P in K]: string } & AdFigures)
}

/** Viewable share of served, and clicks per viewable impression, as fractions (0 when nothing was served). */
export const rates = ({ served, viewable, clicks }: AdFigures) => ({
  viewability: served > 0 ? viewable / served : 0,
  clickThrough: viewable > 0 ? clicks / viewable : 0,
})

/** A campaign's report: totals, pace by day, and the figures by creative, placement and category. */
export async function campaignReport(db: Db, campaignId: string) {
  const [campaign] = await db
    .select(campaignColumns)
    .from(adCampaigns)
    .innerJoin(advertisers, eq(advertisers.id, adCampaigns.advertiserId))
    .where(eq(adCampaigns.id, campaignId))
  if (!campaign) return null
  const rows = await figureRows(db, campaignId)
  const creatives = await db
    .select({ id: adCreatives.id, headline: adCreatives.headline, status: adCreatives.status })
    .from(adCreatives)
    .where(eq(adCreatives.campaignId, campaignId))
    .orderBy(adCreatives.createdAt, adCreatives.headline)
  const [totals = { served: 0, viewable: 0, clicks: 0 }] = totalsBy(rows, () => 'all', 'all')
  const pace = evenDailyPace(campaign)
  let delivered = 0
  // Each day with what the flight should have delivered by its end, and what it did.
  const byDay = totalsBy(rows, (r) => r.day, 'day').map((day) => {
    delivered += day.viewable
    return { ...day, planned: Math.round(pace * (daysBetween(campaign.startsOn, day.day) + 1)), delivered }
  })
  const creativeTotals = new Map(totalsBy(rows, (r) => r.creativeId, 'creativeId').map(({ creativeId, ...figures }) => [creativeId, figures]))
  const invalid: Partial<Record<InvalidReason, number>> = await invalidByReason(db, campaignId)
  const [newsletter, sponsored, episodes] = await Promise.all([newsletterFigures(db, campaignId), sponsoredArticles(db, campaignId), sponsoredEpisodes(db, campaignId)])
  return {
    campaign,
    totals: { served: totals.served, viewable: totals.viewable, clicks: totals.clicks, ...rates(totals) },
    byDay,
    // Every creative, also one not served yet.
    byCreative: creatives.map((c) => ({
      creativeId: c.id,
      headline: c.headline,
      status: c.status,
      ...(creativeTotals.get(c.id) ?? { served: 0, viewable: 0, clicks: 0 }),
    })),
    byPlacement: totalsBy(rows, (r) => r.placement, 'placement'),
    byCategory: totalsBy(rows, (r) => r.category, 'category'),
    invalid,
    newsletter,
    sponsored,
    episodes,
  }
}

export type CampaignReport = NonNullable<Awaited<ReturnType<typeof campaignReport>>>

/** The CSV columns of a report export, in order; their headings are the reader's language's. */
export const reportCsvColumns = ['day', 'creative', 'placement', 'category', 'served', 'viewable', 'clicks'] as const

/**
 * A campaign's figures as CSV: one line per day × creative × placement × category, oldest day
 * first, with the creative's headline. `labels` head the columns.
 */
export async function reportCsv(db: Db, campaignId: string, labels: Record<(typeof reportCsvColumns)[number], string>) {
  const [rows, creatives] = await Promise.all([
    figureRows(db, campaignId),
    db.select({ id: adCreatives.id, headline: adCreatives.headline }).from(adCreatives).where(eq(adCreatives.campaignId, campaignId)),
  ])
  const headlines = new Map(creatives.map((c) => [c.id, c.headline]))
  return [
    csvLine(reportCsvColumns.map((column) => labels[column])),
    ...rows.map((r) => csvLine([r.day, headlines.get(r.creativeId) ?? '', r.placement, r.category, r.served, r.viewable, r.clicks])),
  ].join('')
}
