import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { adCampaigns, articles } from '../db/schema'
import { AppError } from '../lib/app-error'

/**
 * A sponsored article's HTML with every link that leaves the site marked `rel="sponsored"`
 * (search engines read it as a paid link), keeping any rel the link already had.
 */
export function markSponsoredLinks(html: string, siteUrl: string) {
  const site = new URL(siteUrl).host
  return html.replace(/<a\b([^>]*)>/gi, (tag, attributes: string) => {
    const href = /\bhref="([^"]*)"/i.exec(attributes)?.[1] ?? ''
    if (!/^https?:\/\//i.test(href) || !URL.canParse(href) || new URL(href).host === site) return tag
    const rel = /\brel="([^"]*)"/i.exec(attributes)
    if (!rel) return `<a${attributes} rel="sponsored">`
    return rel[1]!.split(/\s+/).includes('sponsored') ? tag : tag.replace(rel[0], `rel="${rel[1]} sponsored"`)
  })
}

/** The articles a campaign sponsors, with their reads (every view of the article page). */
export function sponsoredArticles(db: Db, campaignId: string) {
  return db
    .select({ id: articles.id, slug: articles.slug, title: articles.title, reads: articles.views })
    .from(articles)
    .where(eq(articles.sponsorCampaignId, campaignId))
    .orderBy(articles.title)
}

/**
 * Marks a published article as sponsored by an Enterprise campaign (the package that sells
 * sponsored content), or clears the mark when `slug` is null.
 */
export async function setSponsoredArticle(db: Db, { campaignId, slug, sponsored }: { campaignId: string; slug: string; sponsored: boolean }) {
  const [campaign] = await db.select({ packageId: adCampaigns.packageId }).from(adCampaigns).where(eq(adCampaigns.id, campaignId))
  if (!campaign) throw new AppError('not_found', 404, 'answers.advertiser.campaignNotFound')
  if (sponsored && campaign.packageId !== 'enterprise') throw new AppError('not_allowed', 409, 'answers.advertiser.sponsoredContentEnterprise', { field: 'slug' })
  const rows = await db
    .update(articles)
    .set({ sponsorCampaignId: sponsored ? campaignId : null })
    .where(and(eq(articles.slug, slug), sponsored ? eq(articles.status, 'published') : and(isNotNull(articles.sponsorCampaignId), eq(articles.sponsorCampaignId, campaignId))))
    .returning({ id: articles.id })
  if (rows.length === 0) throw new AppError('not_found', 404, 'answers.advertiser.articleNotFound', { field: 'slug' })
}
