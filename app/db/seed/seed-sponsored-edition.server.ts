import { eq } from 'drizzle-orm'
import { adFreeAddresses } from '../../ads/newsletter-sponsorship.server'
import { getConfig } from '../../config.server'
import { utcDay } from '../../lib/dates'
import { hashString } from '../../lib/text'
import { topArticles } from '../../newsletter/editions/content.server'
import { renderEdition } from '../../newsletter/editions/edition-email'
import { createAutomaticEdition } from '../../newsletter/editions/editions.server'
import { editionLinks } from '../../newsletter/editions/link-tracking.server'
import type { Db } from '../client.server'
import { adEditionSponsorships, adNewsletterClicks, newsletterDeliveries, newsletterEditions, newsletterLinkClicks } from '../schema'

const DAY = 86_400_000

/**
 * A weekly summary sent four days ago to the demo subscribers, sponsored by the campaign: its
 * copies delivered and about one in twenty-five clicked, as the report shows them; about one
 * reader in five read a story from it, and a few unsubscribed through it, as the edition's
 * engagement shows them. No e-mail is written to the outbox: it is history, not a send.
 */
export async function seedSponsoredEdition(db: Db, { campaignId, creativeId, now }: { campaignId: string; creativeId: string; now: Date }) {
  const sentAt = new Date(now.getTime() - 4 * DAY)
  const { SITE_NAME, SITE_URL } = getConfig()
  const articles = await topArticles(db, { from: new Date(sentAt.getTime() - 7 * DAY), to: sentAt, limit: 4 })
  const { html, text } = renderEdition({
    siteName: SITE_NAME,
    siteUrl: SITE_URL,
    label: `Weekly summary · week to ${utcDay(sentAt)}`,
    title: 'The week in AI and marketing',
    intro: 'The most-read stories of the last seven days.',
    articles,
    reason: `You receive the weekly summary because you asked for it on ${SITE_NAME}.`,
  })
  const editionId = await createAutomaticEdition(db, { kind: 'weekly_summary', key: `weekly_summary:${utcDay(sentAt)}`, subject: `${SITE_NAME} weekly: the week in AI and marketing`, html, text }, sentAt)
  if (!editionId) return
  await db.update(newsletterDeliveries).set({ status: 'sent', attempts: 1, sentAt }).where(eq(newsletterDeliveries.editionId, editionId))
  await db.update(newsletterEditions).set({ status: 'sent', sentAt }).where(eq(newsletterEditions.id, editionId))
  const delivered = await db.select({ id: newsletterDeliveries.id, email: newsletterDeliveries.email }).from(newsletterDeliveries).where(eq(newsletterDeliveries.editionId, editionId))
  // Members on ad-free plans got their copy without the block.
  const adFree = await adFreeAddresses(db, delivered.map((copy) => copy.email))
  const copies = delivered.filter((copy) => !adFree.has(copy.email.toLowerCase()))
  const [sponsorship] = await db.insert(adEditionSponsorships).values({ editionId, campaignId, creativeId, sponsoredCopies: copies.length, createdAt: sentAt }).returning({ id: adEditionSponsorships.id })
  // The edition's own links (the stories come after the masthead's link to the site).
  const links = editionLinks(html)
  const readers = delivered.filter((copy) => hashString(`${copy.email}:read`) % 5 === 0)
  const linkClicks = readers.flatMap((copy, index) => {
    const first = 1 + (hashString(copy.email) % Math.max(1, Math.min(links.length - 1, 4)))
    const also = hashString(`${copy.email}:more`) % 3 === 0 ? [1 + ((first + 1) % Math.max(1, links.length - 1))] : []
    return [first, ...also]
      .filter((linkIndex, at, all) => linkIndex < links.length && all.indexOf(linkIndex) === at)
      .map((linkIndex) => ({ deliveryId: copy.id, editionId, linkIndex, clickedAt: new Date(sentAt.getTime() + (index + 1) * 23 * 60_000) }))
  })
  if (linkClicks.length > 0) await db.insert(newsletterLinkClicks).values(linkClicks)
  // Two readers left through this edition's own unsubscribe link.
  const leavers = [...delivered].sort((a, b) => hashString(`${a.email}:left`) - hashString(`${b.email}:left`)).slice(0, 2)
  for (const copy of leavers) {
    await db.update(newsletterDeliveries).set({ unsubscribedAt: new Date(sentAt.getTime() + 3 * 3600_000) }).where(eq(newsletterDeliveries.id, copy.id))
  }
  const clicked = copies.filter((copy) => hashString(copy.email) % 25 === 0 || copy === copies[0])
  if (clicked.length > 0) {
    await db.insert(adNewsletterClicks).values(clicked.map((copy, index) => ({ sponsorshipId: sponsorship!.id, deliveryId: copy.id, clickedAt: new Date(sentAt.getTime() + (index + 1) * 37 * 60_000) })))
  }
}
