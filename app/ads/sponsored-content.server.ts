import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { articles } from '../db/schema'
import { requireEnterpriseCampaign } from './campaigns.server'
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
 * sponsored content), or, with `sponsored: false`, clears the campaign's mark from it.
 */
export async function setSponsoredArticle(db: Db, { campaignId, slug, sponsored }: { campaignId: string; slug: string; sponsored: boolean }) {
  if (sponsored) await requireEnterpriseCampaign(db, campaignId, 'articles')
  const rows = await db
    .update(articles)
    .set({ sponsorCampaignId: sponsored ? campaignId : null })
    .where(and(eq(articles.slug, slug), sponsored ? eq(articles.status, 'published') : eq(articles.sponsorCampaignId, campaignId)))
    .returning({ id: articles.id })
  if (rows.length === 0) throw new AppError('not_found', 404, 'answers.advertiser.articleNotFound', { field: 'slug' })
}
