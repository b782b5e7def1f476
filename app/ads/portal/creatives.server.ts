import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { adCampaigns, adCreatives, advertisers, creativeCopyColumns } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { notify } from '../../notifications/notifications.server'
import { bookingPayer, scheduleReviewedCampaign } from '../booking/booking.server'
import type { CreativeInput } from './creative-input'

const creativeGone = () => new AppError('not_found', 404, 'answers.advertiser.creativeNotFound')

/**
 * The advertiser approves a creative staff wrote for its campaign: from then on it may run.
 * Only a creative awaiting the advertiser's approval, of one of the member's advertisers.
 */
export async function approveCreativeAsAdvertiser(db: Db, { creativeId, advertiserIds, now = new Date() }: { creativeId: string; advertiserIds: string[]; now?: Date }) {
  const rows = await db
    .update(adCreatives)
    .set({ status: 'approved', updatedAt: now })
    .where(
      and(
        eq(adCreatives.id, creativeId),
        eq(adCreatives.status, 'awaiting_advertiser'),
        inArray(adCreatives.campaignId, db.select({ id: adCampaigns.id }).from(adCampaigns).where(inArray(adCampaigns.advertiserId, advertiserIds))),
      ),
    )
    .returning({ id: adCreatives.id })
  if (rows.length === 0) throw creativeGone()
}

/** A creative the advertiser writes in the portal: it waits for staff review before it may run. */
export async function submitCreative(
  db: Db,
  { campaignId, userId, input, imageUrl = null, now = new Date() }: { campaignId: string; userId: string; input: CreativeInput; imageUrl?: string | null; now?: Date },
) {
  const [row] = await db
    .insert(adCreatives)
    .values({
      campaignId, headline: input.headline, body: input.body, callToAction: input.callToAction, destinationUrl: input.destination,
      imageUrl, imageAlt: imageUrl ? input.imageAlt : '', status: 'pending', submittedBy: userId, createdAt: now, updatedAt: now,
    })
    .returning({ id: adCreatives.id })
  return row!.id
}

/** Staff accept or turn down a creative an advertiser submitted; a refusal carries its reason. */
export async function reviewCreative(db: Db, { creativeId, staffId, decision, note = '', now = new Date() }: { creativeId: string; staffId: string; decision: 'approved' | 'rejected'; note?: string; now?: Date }) {
  const rows = await db
    .update(adCreatives)
    .set({ status: decision, reviewedBy: staffId, reviewedAt: now, reviewNote: decision === 'rejected' ? note : '', updatedAt: now })
    .where(and(eq(adCreatives.id, creativeId), eq(adCreatives.status, 'pending')))
    .returning({ id: adCreatives.id, campaignId: adCreatives.campaignId })
  if (rows.length === 0) throw creativeGone()
  const { campaignId } = rows[0]!
  // A booked campaign waits in review for its first approved creative, then runs on its dates.
  const scheduled = decision === 'approved' ? await scheduleReviewedCampaign(db, campaignId, now) : null
  const payer = await bookingPayer(db, campaignId)
  if (payer) {
    const [campaign] = await db.select({ name: adCampaigns.name }).from(adCampaigns).where(eq(adCampaigns.id, campaignId))
    await notify(db, {
      userId: payer,
      link: `/advertiser/campaigns/${campaignId}`,
      ...(decision === 'approved'
        ? { type: 'success', title: 'Creative approved', message: scheduled ? `Your campaign “${campaign!.name}” is approved and ${scheduled === 'live' ? 'running now' : 'scheduled for its first day'}.` : `A creative of “${campaign!.name}” is approved and may run.` }
        : { type: 'warning', title: 'Creative not approved', message: `A creative of “${campaign!.name}” was not approved: ${note}` }),
    })
  }
  return { campaignId, scheduled }
}

/** Creatives waiting for staff review, oldest first, with their campaign and advertiser. */
export function reviewQueue(db: Db) {
  return db
    .select({ ...creativeCopyColumns, submittedAt: adCreatives.createdAt, campaignId: adCampaigns.id, campaign: adCampaigns.name, advertiser: advertisers.name })
    .from(adCreatives)
    .innerJoin(adCampaigns, eq(adCampaigns.id, adCreatives.campaignId))
    .innerJoin(advertisers, eq(advertisers.id, adCampaigns.advertiserId))
    .where(eq(adCreatives.status, 'pending'))
    .orderBy(adCreatives.createdAt)
}

/** A campaign's creatives with what the portal and the console show of each. */
export function campaignCreatives(db: Db, campaignId: string) {
  return db
    .select({ ...creativeCopyColumns, status: adCreatives.status, reviewNote: adCreatives.reviewNote })
    .from(adCreatives)
    .where(eq(adCreatives.campaignId, campaignId))
    .orderBy(adCreatives.createdAt, adCreatives.headline)
}
