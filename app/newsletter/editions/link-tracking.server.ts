import { and, eq, sql } from 'drizzle-orm'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { newsletterDeliveries, newsletterEditions, newsletterLinkClicks } from '../../db/schema'
import { escapeHtml, unescapeHtml } from '../../lib/escape'
import { hasValidSignature, sign } from '../../lib/signer.server'
import { isUuid } from '../../lib/uuid'
import { deliveryCounts } from './editions.server'

type DeliveryCounts = Awaited<ReturnType<typeof deliveryCounts>>

const PURPOSE = 'newsletter-click'
/** A link's `href` in an edition's HTML: web addresses only (not mailto:, nor the reader's own placeholders). */
const hrefPattern = /href="(https?:\/\/[^"]+)"/g

/**
 * An edition's links, in the order they first appear in its HTML, as the addresses they lead to.
 * A link's place in this list is what a copy's tracked link names: the address itself is never
 * in the tracked link, so it can only ever lead where the edition leads.
 */
export function editionLinks(html: string): string[] {
  return [...new Set([...html.matchAll(hrefPattern)].map((match) => match[1]!))].map(unescapeHtml)
}

/** A copy's tracked link to its edition's `index`th link. */
export function trackedLink(deliveryId: string, index: number) {
  const payload = `${deliveryId}.${index}`
  return `${getConfig().SITE_URL.replace(/\/$/, '')}/newsletter/click/${payload}.${sign(PURPOSE, payload)}`
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * One reader's copy with each of the edition's links going through the copy's tracked link:
 * in the HTML every `href` to a web address, in the text part every occurrence of the same
 * addresses (a whole address, not the start of a longer one).
 */
export function trackLinks(parts: { html: string; text: string }, deliveryId: string) {
  const links = editionLinks(parts.html)
  if (links.length === 0) return parts
  const indexOf = new Map(links.map((url, index) => [url, index]))
  const html = parts.html.replace(hrefPattern, (whole, href: string) => {
    const index = indexOf.get(unescapeHtml(href))
    return index === undefined ? whole : `href="${escapeHtml(trackedLink(deliveryId, index))}"`
  })
  const inText = new RegExp(`(?:${[...links].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![^\\s<>"')\\]])`, 'g')
  const text = parts.text.replace(inText, (url) => trackedLink(deliveryId, indexOf.get(url)!))
  return { html, text }
}

/**
 * A click on a copy's tracked link: counted when it is the copy's first click of that link
 * (`count` false for bots and prefetches), and the address it leads to. Null for a link that
 * is malformed, forged, of no copy, or past the edition's links.
 */
export async function recordLinkClick(db: Db, token: string, { count = true, now = new Date() }: { count?: boolean; now?: Date } = {}) {
  const [deliveryId = '', indexText = '', signature = '', ...rest] = token.split('.')
  if (rest.length > 0 || !isUuid(deliveryId) || !/^\d{1,4}$/.test(indexText) || !hasValidSignature(PURPOSE, `${deliveryId}.${indexText}`, signature)) return null
  const [copy] = await db
    .select({ editionId: newsletterEditions.id, html: newsletterEditions.html })
    .from(newsletterDeliveries)
    .innerJoin(newsletterEditions, eq(newsletterEditions.id, newsletterDeliveries.editionId))
    .where(eq(newsletterDeliveries.id, deliveryId))
  const index = Number(indexText)
  const url = copy ? editionLinks(copy.html)[index] : undefined
  if (!copy || !url) return null
  const counted = count
    ? await db.insert(newsletterLinkClicks).values({ deliveryId, editionId: copy.editionId, linkIndex: index, clickedAt: now }).onConflictDoNothing().returning({ index: newsletterLinkClicks.linkIndex })
    : []
  return { url, counted: counted.length > 0 }
}

/**
 * How an edition was read: copies delivered, readers who clicked at least one link, the click
 * rate, each link's unique clicks (most first, at most `top`), and the readers who unsubscribed
 * through this edition's own link. `counts` are the edition's delivery counts when the caller
 * already has them.
 */
export async function editionEngagement(db: Db, editionId: string, { top = 10, counts }: { top?: number; counts?: DeliveryCounts } = {}) {
  const [edition] = await db.select({ html: newsletterEditions.html, countOpens: newsletterEditions.countOpens }).from(newsletterEditions).where(eq(newsletterEditions.id, editionId))
  if (!edition) return null
  const { sent: delivered, unsubscribed, opened } = counts ?? (await deliveryCounts(db, editionId))
  const [clickers] = await db
    .select({ count: sql<number>`count(distinct ${newsletterLinkClicks.deliveryId})`.mapWith(Number) })
    .from(newsletterLinkClicks)
    .where(eq(newsletterLinkClicks.editionId, editionId))
  const perLink = await db
    .select({ index: newsletterLinkClicks.linkIndex, clicks: sql<number>`count(*)`.mapWith(Number) })
    .from(newsletterLinkClicks)
    .where(eq(newsletterLinkClicks.editionId, editionId))
    .groupBy(newsletterLinkClicks.linkIndex)
    .orderBy(sql`count(*) desc`, newsletterLinkClicks.linkIndex)
    .limit(top)
  const links = editionLinks(edition.html)
  const uniqueClickers = clickers?.count ?? 0
  const per100 = (count: number) => (delivered > 0 ? Math.round((count / delivered) * 1000) / 10 : null)
  return {
    delivered,
    uniqueClickers,
    /** Readers who clicked, per 100 copies delivered (one decimal); null before any copy went out. */
    clickRate: per100(uniqueClickers),
    /** Copies whose pixel was fetched, where the editor counted opens (inflated by mail privacy proxies); null otherwise. */
    opens: edition.countOpens ? { count: opened, rate: per100(opened) } : null,
    topLinks: perLink.flatMap((row) => (links[row.index] ? [{ url: links[row.index]!, clicks: row.clicks }] : [])),
    unsubscribed,
  }
}

/**
 * Notes that the reader of copy `deliveryId` unsubscribed through its link: only when the copy
 * is theirs (`recipient`, the delivery's `s:<token>` or `u:<user id>`), once.
 */
export async function noteUnsubscribeFromCopy(db: Db, deliveryId: string, recipient: string, now = new Date()) {
  if (!isUuid(deliveryId)) return
  await db
    .update(newsletterDeliveries)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterDeliveries.id, deliveryId), eq(newsletterDeliveries.recipient, recipient), sql`${newsletterDeliveries.unsubscribedAt} is null`))
}
