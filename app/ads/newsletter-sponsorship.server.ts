import { and, eq, sql } from 'drizzle-orm'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { adCampaigns, adCreatives, adEditionSponsorships, adNewsletterClicks, advertisers, creativeCopyColumns, newsletterDeliveries, newsletterEditions, users } from '../db/schema'
import { pgArray } from '../lib/pg-array'
import { tiersWith } from '../billing/entitlements'
import { effectiveTierSql } from '../workspaces/entitlement.server'
import { utcDay } from '../lib/dates'
import { hasValidSignature, sign } from '../lib/signer.server'
import { isUuid } from '../lib/uuid'

/** The sponsored block an edition carries: who sponsors it and what the block says. */
export interface EditionSponsor {
  sponsorshipId: string
  advertiser: string
  headline: string
  body: string
  callToAction: string
  destinationUrl: string
}

async function sponsorOf(db: Db, editionId: string): Promise<EditionSponsor | null> {
  const [row] = await db
    .select({ sponsorshipId: adEditionSponsorships.id, advertiser: advertisers.name, ...creativeCopyColumns })
    .from(adEditionSponsorships)
    .innerJoin(adCreatives, eq(adCreatives.id, adEditionSponsorships.creativeId))
    .innerJoin(adCampaigns, eq(adCampaigns.id, adEditionSponsorships.campaignId))
    .innerJoin(advertisers, eq(advertisers.id, adCampaigns.advertiserId))
    .where(eq(adEditionSponsorships.editionId, editionId))
  if (!row) return null
  const { id: _creativeId, ...sponsor } = row
  return sponsor
}

/**
 * The sponsor of an edition that is being sent, chosen once: among live campaigns whose flight
 * covers today, that sponsor editions of this kind and have editions left, the one with the
 * most left, then its approved creative used least. Null when no campaign sponsors it; every
 * caller (retries, other instances) gets the same answer.
 */
export async function sponsorEdition(db: Db, { editionId, kind, now = new Date() }: { editionId: string; kind: string; now?: Date }): Promise<EditionSponsor | null> {
  const chosen = await sponsorOf(db, editionId)
  if (chosen) return chosen
  const today = utcDay(now)
  const result = (await db.execute(sql`
    select c.id as campaign_id,
      (select k.id from ${adCreatives} k where k.campaign_id = c.id and k.status = 'approved'
        order by (select count(*) from ${adEditionSponsorships} s where s.creative_id = k.id), k.created_at limit 1) as creative_id
    from ${adCampaigns} c
    where c.status = 'live' and c.starts_on <= ${today}::date and c.ends_on >= ${today}::date
      and ${kind} = any(c.newsletter_kinds)
      and c.newsletter_slots > (select count(*) from ${adEditionSponsorships} s where s.campaign_id = c.id)
      and exists (select 1 from ${adCreatives} k where k.campaign_id = c.id and k.status = 'approved')
    order by c.newsletter_slots - (select count(*) from ${adEditionSponsorships} s where s.campaign_id = c.id) desc, c.starts_on
    limit 1`)) as unknown as { rows: { campaign_id: string; creative_id: string }[] }
  const [candidate] = result.rows
  // No campaign left: unless another sender of this edition chose one meanwhile (taking the last slot).
  if (!candidate) return sponsorOf(db, editionId)
  // Two senders of one edition: the unique edition id keeps the first choice.
  await db.insert(adEditionSponsorships).values({ editionId, campaignId: candidate.campaign_id, creativeId: candidate.creative_id, createdAt: now }).onConflictDoNothing()
  return sponsorOf(db, editionId)
}

const PURPOSE = 'ad-newsletter'

/** The sponsored link of one reader's copy: counted once, then sent to the creative's address. */
export function sponsoredLink(sponsorshipId: string, deliveryId: string) {
  const payload = `${sponsorshipId}.${deliveryId}`
  return `${getConfig().SITE_URL}/ads/newsletter/${payload}.${sign(PURPOSE, payload)}`
}

/**
 * A click on a copy's sponsored link: counted when it is the copy's first (`counted`), and the
 * address the reader goes to. Null for a link that is malformed, forged, or of no delivered copy.
 */
export async function recordNewsletterClick(db: Db, token: string, { count = true, now = new Date() }: { count?: boolean; now?: Date } = {}) {
  const [sponsorshipId = '', deliveryId = '', signature = '', ...rest] = token.split('.')
  if (rest.length > 0 || !isUuid(sponsorshipId) || !isUuid(deliveryId) || !hasValidSignature(PURPOSE, `${sponsorshipId}.${deliveryId}`, signature)) return null
  const [copy] = await db
    .select({ destinationUrl: adCreatives.destinationUrl })
    .from(adEditionSponsorships)
    .innerJoin(adCreatives, eq(adCreatives.id, adEditionSponsorships.creativeId))
    .innerJoin(newsletterDeliveries, and(eq(newsletterDeliveries.editionId, adEditionSponsorships.editionId), eq(newsletterDeliveries.id, deliveryId)))
    .where(eq(adEditionSponsorships.id, sponsorshipId))
  if (!copy) return null
  const inserted = count
    ? await db.insert(adNewsletterClicks).values({ sponsorshipId, deliveryId, clickedAt: now }).onConflictDoNothing().returning({ deliveryId: adNewsletterClicks.deliveryId })
    : []
  return { destinationUrl: copy.destinationUrl, counted: inserted.length > 0 }
}

/**
 * The addresses among `emails` (lower-cased) of members whose plan is ad-free (the `ad_free`
 * feature of their effective tier, a workspace's included). Their copies carry no sponsor, as
 * their pages carry no ads.
 */
export async function adFreeAddresses(db: Db, emails: string[]) {
  if (emails.length === 0) return new Set<string>()
  const result = (await db.execute(sql`
    select lower(u.email) as email from ${users} u
    where lower(u.email) = any(${pgArray(emails.map((e) => e.toLowerCase()))}::text[])
      and ${effectiveTierSql(sql`u.id`, sql`u.subscription_tier`)} = any(${pgArray([...tiersWith('ad_free')])}::text[])`)) as unknown as { rows: { email: string }[] }
  return new Set(result.rows.map((row) => row.email))
}

/** Adds the copies of a batch that went out with the sponsor's block. */
export async function countSponsoredCopies(db: Db, sponsorshipId: string, copies: number) {
  if (copies === 0) return
  await db.update(adEditionSponsorships).set({ sponsoredCopies: sql`${adEditionSponsorships.sponsoredCopies} + ${copies}` }).where(eq(adEditionSponsorships.id, sponsorshipId))
}

/** Each edition a campaign sponsored: when it went out, the copies delivered with the block and the copies whose link was clicked. */
export async function newsletterFigures(db: Db, campaignId: string) {
  return db
    .select({
      editionId: newsletterEditions.id,
      subject: newsletterEditions.subject,
      kind: newsletterEditions.kind,
      sentAt: sql<Date | null>`coalesce(${newsletterEditions.sentAt}, ${newsletterEditions.startedAt})`.mapWith((v) => (v ? new Date(v) : null)),
      delivered: adEditionSponsorships.sponsoredCopies,
      uniqueClicks: sql<number>`(select count(*) from ${adNewsletterClicks} n where n.sponsorship_id = ${adEditionSponsorships.id})`.mapWith(Number),
    })
    .from(adEditionSponsorships)
    .innerJoin(newsletterEditions, eq(newsletterEditions.id, adEditionSponsorships.editionId))
    .where(eq(adEditionSponsorships.campaignId, campaignId))
    .orderBy(adEditionSponsorships.createdAt)
}
