import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { adCampaigns, adCreatives, adDaily, adOffers, advertiserMembers, advertisers } from '../db/schema/ads'
import { utcDay } from '../lib/dates'
import { AppError } from '../lib/app-error'
import { allowedStatuses, type AdPlacement, type CampaignStatus, type SponsoredEditionKind } from './ad-choices'
import type { CampaignInput } from './campaign-input'
import { packageOf } from './packages'
import { daysBetween, evenDailyPace } from './pacing'

/** What every list and report shows of a campaign. */
export const campaignColumns = {
  id: adCampaigns.id,
  name: adCampaigns.name,
  advertiser: advertisers.name,
  advertiserId: adCampaigns.advertiserId,
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
 * Every campaign (or those of the advertisers `memberId` holds a portal account of), newest
 * flight first, with its viewable impressions and clicks so far and how far it is behind even
 * pace (counted up to yesterday, a whole day).
 */
export async function listCampaigns(db: Db, now = new Date(), memberId?: string) {
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
      placements: adCampaigns.placements,
    })
    .from(adCampaigns)
    .innerJoin(advertisers, eq(advertisers.id, adCampaigns.advertiserId))
    .where(memberId ? inArray(adCampaigns.advertiserId, db.select({ id: advertiserMembers.advertiserId }).from(advertiserMembers).where(eq(advertiserMembers.userId, memberId))) : undefined)
    .orderBy(desc(adCampaigns.startsOn), adCampaigns.name)
  return rows.map(({ viewableBeforeToday, placements, ...row }) => {
    const planned = plannedByYesterday(row, now)
    // A campaign without page placements (a newsletter sponsorship) serves no banners to pace.
    const behind = row.status === 'live' && planned > 0 && placements.length > 0 ? Math.max(0, (planned - viewableBeforeToday) / planned) : 0
    return { ...row, planned, behind, isBehind: behind > BEHIND_ALERT_SHARE }
  })
}

export type CampaignRow = Awaited<ReturnType<typeof listCampaigns>>[number]

/** Sold advertising per month in which a flight starts, in cents, newest month first. */
export function revenueByMonth(campaigns: CampaignRow[]) {
  const months = new Map<string, number>()
  for (const c of campaigns) {
    if (c.status === 'draft' || c.status === 'in_review' || c.status === 'canceled') continue
    const month = c.startsOn.slice(0, 7)
    months.set(month, (months.get(month) ?? 0) + c.priceCents)
  }
  return [...months].sort(([a], [b]) => b.localeCompare(a)).map(([month, cents]) => ({ month, cents }))
}

/**
 * A campaign booked by staff: the advertiser (found by its exact name, or added), the package's
 * quantity and price, and its creatives. With a contact e-mail the creatives wait for the
 * advertiser's approval in the portal (the route sends the invitation); without one they are
 * approved as staff wrote them. It is live at once when its flight has started, scheduled
 * otherwise (the slot decision serves only live campaigns with an approved creative).
 */
export async function bookCampaign(
  db: Db,
  input: CampaignInput & { placements: AdPlacement[]; newsletterKinds?: SponsoredEditionKind[]; images?: { A?: string; B?: string } },
  now = new Date(),
) {
  const offer = packageOf(input.packageId)!
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: advertisers.id }).from(advertisers).where(eq(advertisers.name, input.advertiser))
    const advertiserId = found?.id ?? (await tx.insert(advertisers).values({ name: input.advertiser, website: input.website }).returning({ id: advertisers.id }))[0]!.id
    const [campaign] = await tx
      .insert(adCampaigns)
      .values({
        advertiserId,
        name: input.name,
        packageId: input.packageId,
        status: input.startsOn <= utcDay(now) ? 'live' : 'scheduled',
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        soldImpressions: offer.impressions,
        priceCents: offer.price * 100,
        placements: input.placements,
        categories: [...new Set(input.categories.split(',').map((c) => c.trim()).filter(Boolean))],
        frequencyCap: input.frequencyCap,
        newsletterKinds: input.newsletterKinds ?? [],
        newsletterSlots: input.newsletterKinds?.length ? offer.newsletterEditions : 0,
        favourClicks: input.favourClicks,
      })
      .returning({ id: adCampaigns.id })
    const creatives = [
      { headline: input.headlineA, body: input.bodyA, callToAction: input.callToActionA, destinationUrl: input.destinationA, imageUrl: input.images?.A ?? null, imageAlt: input.images?.A ? input.imageAltA : '' },
      { headline: input.headlineB, body: input.bodyB, callToAction: input.callToActionB, destinationUrl: input.destinationB, imageUrl: input.images?.B ?? null, imageAlt: input.images?.B ? input.imageAltB : '' },
    ].filter((c) => c.headline)
    const status = input.contactEmail ? 'awaiting_advertiser' : 'approved'
    await tx.insert(adCreatives).values(creatives.map((c) => ({ ...c, campaignId: campaign!.id, status })))
    return { campaignId: campaign!.id, advertiserId }
  })
}

/** Moves a campaign to another status; false when that move is not allowed from where it is. */
export async function setCampaignStatus(db: Db, campaignId: string, status: CampaignStatus) {
  const [campaign] = await db.select({ status: adCampaigns.status }).from(adCampaigns).where(eq(adCampaigns.id, campaignId))
  if (!campaign || !allowedStatuses(campaign.status).includes(status)) return false
  await db.update(adCampaigns).set({ status, updatedAt: new Date() }).where(eq(adCampaigns.id, campaignId))
  return true
}

/** Starts scheduled campaigns whose first day has come and completes live ones whose last day has passed. */
export async function advanceCampaignStatuses(db: Db, now = new Date()) {
  const today = utcDay(now)
  await db.execute(sql`update ${adCampaigns} set status = 'live', updated_at = ${now} where status = 'scheduled' and starts_on <= ${today}::date`)
  await db.execute(sql`update ${adCampaigns} set status = 'completed', updated_at = ${now} where status in ('live', 'paused') and ends_on < ${today}::date`)
}

export const campaignMissing = () => new AppError('not_found', 404, 'answers.advertiser.campaignNotFound')

/** What only the Enterprise package sells, each with its refusal for another package. */
const enterpriseOnly = {
  articles: () => new AppError('not_allowed', 409, 'answers.advertiser.sponsoredContentEnterprise', { field: 'slug' }),
  episodes: () => new AppError('not_allowed', 409, 'answers.advertiser.podcastEnterprise', { field: 'slug' }),
}

/** Refuses a campaign outside the Enterprise package for what it would sponsor (409), and a missing one (404). */
export async function requireEnterpriseCampaign(db: Db, campaignId: string, sponsoring: keyof typeof enterpriseOnly) {
  const [campaign] = await db.select({ packageId: adCampaigns.packageId }).from(adCampaigns).where(eq(adCampaigns.id, campaignId))
  if (!campaign) throw campaignMissing()
  if (campaign.packageId !== 'enterprise') throw enterpriseOnly[sponsoring]()
}
