import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { adCampaigns, adEpisodeSponsorships, podcasts } from '../db/schema'
import { AppError } from '../lib/app-error'
import { utcDay } from '../lib/dates'
import { downloadsSince } from '../podcasts/iab-downloads.server'

/**
 * Makes an Enterprise campaign (the package that sells podcast sponsorships) the sponsor of a
 * published episode, with the message its notes and feed carry; another sponsor of the same
 * episode is replaced.
 */
export async function sponsorEpisode(db: Db, { campaignId, slug, message }: { campaignId: string; slug: string; message: string }) {
  const [campaign] = await db.select({ packageId: adCampaigns.packageId }).from(adCampaigns).where(eq(adCampaigns.id, campaignId))
  if (!campaign) throw new AppError('not_found', 404, 'answers.advertiser.campaignNotFound')
  if (campaign.packageId !== 'enterprise') throw new AppError('not_allowed', 409, 'answers.advertiser.podcastEnterprise', { field: 'slug' })
  const [episode] = await db.select({ id: podcasts.id }).from(podcasts).where(and(eq(podcasts.slug, slug), eq(podcasts.status, 'published')))
  if (!episode) throw new AppError('not_found', 404, 'answers.advertiser.episodeNotFound', { field: 'slug' })
  await db
    .insert(adEpisodeSponsorships)
    .values({ episodeId: episode.id, campaignId, message })
    .onConflictDoUpdate({ target: adEpisodeSponsorships.episodeId, set: { campaignId, message } })
}

/** Ends the campaign's sponsorship of an episode; false when it did not sponsor it. */
export async function endEpisodeSponsorship(db: Db, { campaignId, slug }: { campaignId: string; slug: string }) {
  const [episode] = await db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.slug, slug))
  if (!episode) return false
  const rows = await db
    .delete(adEpisodeSponsorships)
    .where(and(eq(adEpisodeSponsorships.episodeId, episode.id), eq(adEpisodeSponsorships.campaignId, campaignId)))
    .returning({ id: adEpisodeSponsorships.id })
  return rows.length > 0
}

/** The episodes a campaign sponsors, each with its IAB downloads since the sponsorship began. */
export async function sponsoredEpisodes(db: Db, campaignId: string) {
  const rows = await db
    .select({ id: podcasts.id, slug: podcasts.slug, title: podcasts.title, since: adEpisodeSponsorships.createdAt })
    .from(adEpisodeSponsorships)
    .innerJoin(podcasts, eq(podcasts.id, adEpisodeSponsorships.episodeId))
    .where(eq(adEpisodeSponsorships.campaignId, campaignId))
    .orderBy(podcasts.title)
  return Promise.all(rows.map(async ({ since, ...row }) => ({ ...row, downloads: await downloadsSince(db, row.id, utcDay(since)) })))
}
