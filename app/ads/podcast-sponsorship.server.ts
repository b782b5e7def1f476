import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { adEpisodeSponsorships, podcasts } from '../db/schema'
import { requireEnterpriseCampaign } from './campaigns.server'
import { AppError } from '../lib/app-error'
import { downloadsSinceSql } from '../podcasts/iab-downloads.server'

/**
 * Makes an Enterprise campaign (the package that sells podcast sponsorships) the sponsor of a
 * published episode, with the message its notes and feed carry; another sponsor of the same
 * episode is replaced.
 */
export async function sponsorEpisode(db: Db, { campaignId, slug, message }: { campaignId: string; slug: string; message: string }) {
  await requireEnterpriseCampaign(db, campaignId, 'episodes')
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

/** The episodes a campaign sponsors, each with its IAB downloads since the sponsorship began (its UTC day included). */
export function sponsoredEpisodes(db: Db, campaignId: string) {
  return db
    .select({ id: podcasts.id, slug: podcasts.slug, title: podcasts.title, downloads: downloadsSinceSql(podcasts.id, sql`(${adEpisodeSponsorships.createdAt} at time zone 'UTC')::date`) })
    .from(adEpisodeSponsorships)
    .innerJoin(podcasts, eq(podcasts.id, adEpisodeSponsorships.episodeId))
    .where(eq(adEpisodeSponsorships.campaignId, campaignId))
    .orderBy(podcasts.title)
}
