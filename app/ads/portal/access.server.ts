import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { adCampaigns, advertiserMembers, advertisers } from '../../db/schema'
import { campaignMissing } from '../campaigns.server'

export { campaignMissing }

/** The advertisers a member holds a portal account of, by name. */
export function advertisersOf(db: Db, userId: string) {
  return db
    .select({ id: advertisers.id, name: advertisers.name })
    .from(advertiserMembers)
    .innerJoin(advertisers, eq(advertisers.id, advertiserMembers.advertiserId))
    .where(eq(advertiserMembers.userId, userId))
    .orderBy(advertisers.name)
}

/**
 * The campaign when it belongs to one of the member's advertisers. Another advertiser's
 * campaign answers exactly as a missing one does (404), so ids cannot be probed.
 */
export async function portalCampaign(db: Db, userId: string, campaignId: string) {
  const [row] = await db
    .select({ id: adCampaigns.id, advertiserId: adCampaigns.advertiserId })
    .from(adCampaigns)
    .innerJoin(advertiserMembers, and(eq(advertiserMembers.advertiserId, adCampaigns.advertiserId), eq(advertiserMembers.userId, userId)))
    .where(eq(adCampaigns.id, campaignId))
  if (!row) throw campaignMissing()
  return row
}
