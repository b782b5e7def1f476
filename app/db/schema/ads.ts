import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { adPackageIds, adPlacements, campaignStatuses, creativeStatuses, invalidReasons } from './ad-vocabulary'
import { invitationColumns, memberId, userRefOrNull } from './accounts'
import { newsletterDeliveries, newsletterEditions } from './newsletter'
import { podcasts } from './podcasts'
import { cascadeRef, createdAt, inList, timestamps, utc, uuidPk } from './columns'

export { adPackageIds, adPlacements, campaignStatuses, creativeStatuses, invalidReasons }

/** A company that buys advertising. Contacts and portal accounts hang off it. */
export const advertisers = pgTable('advertisers', {
  id: uuidPk(),
  name: text('name').notNull(),
  website: text('website').notNull().default(''),
  ...timestamps(),
})

/** A portal account: a member who may see the advertiser's campaigns and approve its creatives. */
export const advertiserMembers = pgTable(
  'advertiser_members',
  {
    advertiserId: cascadeRef('advertiser_id', () => advertisers.id),
    userId: memberId(),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.advertiserId, t.userId] }), index('advertiser_members_user_idx').on(t.userId)],
)

/** An e-mailed, single-use invitation to the advertiser portal; only a hash of its token is kept. */
export const advertiserInvitations = pgTable(
  'advertiser_invitations',
  {
    id: uuidPk(),
    advertiserId: cascadeRef('advertiser_id', () => advertisers.id),
    ...invitationColumns(),
  },
  (t) => [index('advertiser_invitations_advertiser_idx').on(t.advertiserId, t.createdAt.desc())],
)

/**
 * A flight of one package: sold viewable impressions between two days (inclusive, UTC), on the
 * chosen placements and categories (empty: all). Only `live` campaigns are served.
 */
export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    id: uuidPk(),
    advertiserId: cascadeRef('advertiser_id', () => advertisers.id),
    name: text('name').notNull(),
    packageId: text('package_id').notNull(),
    status: text('status').notNull().default('draft'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    soldImpressions: integer('sold_impressions').notNull(),
    priceCents: integer('price_cents').notNull(),
    placements: text('placements').array().notNull().default(sql`'{}'::text[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    /** Ads of this campaign one reader is served per UTC day. */
    frequencyCap: integer('frequency_cap').notNull().default(3),
    /** Newsletter editions of these kinds carry the campaign's sponsored block, at most `newsletterSlots` of them. */
    newsletterKinds: text('newsletter_kinds').array().notNull().default(sql`'{}'::text[]`),
    newsletterSlots: integer('newsletter_slots').notNull().default(0),
    /** Once each creative has enough viewable impressions, show the one with more clicks more often (app/ads/creative-rotation.ts). */
    favourClicks: boolean('favour_clicks').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('ad_campaigns_status_check', inList('status', campaignStatuses)),
    check('ad_campaigns_package_check', inList('package_id', adPackageIds)),
    check('ad_campaigns_flight_check', sql`ends_on >= starts_on`),
    check('ad_campaigns_sold_check', sql`sold_impressions > 0`),
    check('ad_campaigns_cap_check', sql`frequency_cap between 1 and 50`),
    check('ad_campaigns_newsletter_slots_check', sql`newsletter_slots between 0 and 31`),
    index('ad_campaigns_status_idx').on(t.status, t.startsOn, t.endsOn),
  ],
)

/** One banner of a campaign: what the reader sees and where a click leads. Reviewed by staff. */
export const adCreatives = pgTable(
  'ad_creatives',
  {
    id: uuidPk(),
    campaignId: cascadeRef('campaign_id', () => adCampaigns.id),
    headline: text('headline').notNull(),
    body: text('body').notNull(),
    callToAction: text('call_to_action').notNull(),
    destinationUrl: text('destination_url').notNull(),
    /** A banner image (an upload's address) and its text for readers who cannot see it. */
    imageUrl: text('image_url'),
    imageAlt: text('image_alt').notNull().default(''),
    status: text('status').notNull().default('pending'),
    /** Who wrote it: staff, or an advertiser's portal account (then staff review it). */
    submittedBy: userRefOrNull('submitted_by'),
    reviewedBy: userRefOrNull('reviewed_by'),
    reviewedAt: utc('reviewed_at'),
    /** Why staff turned it down, shown to the advertiser. */
    reviewNote: text('review_note').notNull().default(''),
    ...timestamps(),
  },
  (t) => [check('ad_creatives_status_check', inList('status', creativeStatuses)), index('ad_creatives_campaign_idx').on(t.campaignId)],
)

/** What a creative says and where it leads: the fields every list, review and decision reads. */
export const creativeCopyColumns = {
  id: adCreatives.id,
  headline: adCreatives.headline,
  body: adCreatives.body,
  callToAction: adCreatives.callToAction,
  destinationUrl: adCreatives.destinationUrl,
  imageUrl: adCreatives.imageUrl,
  imageAlt: adCreatives.imageAlt,
}

/** Which banner ran where: the campaign, its creative, the placement and the page category. */
const adSlice = () => ({
  campaignId: cascadeRef('campaign_id', () => adCampaigns.id),
  creativeId: cascadeRef('creative_id', () => adCreatives.id),
  placement: text('placement').notNull(),
  category: text('category').notNull().default(''),
})

/**
 * One ad served: its id is the single-use nonce the view beacon and the click carry. No
 * reader identifier is kept: `readerHash` is a keyed hash of the address and browser that
 * changes every UTC day (the frequency cap), and rows are deleted after 90 days once
 * aggregated into ad_daily.
 */
export const adOffers = pgTable(
  'ad_offers',
  {
    id: uuidPk(),
    ...adSlice(),
    day: date('day', { mode: 'string' }).notNull(),
    readerHash: text('reader_hash').notNull(),
    servedAt: utc('served_at').notNull().defaultNow(),
    viewedAt: utc('viewed_at'),
    clickedAt: utc('clicked_at'),
    aggregatedAt: utc('aggregated_at'),
  },
  (t) => [
    check('ad_offers_placement_check', inList('placement', adPlacements)),
    index('ad_offers_campaign_day_idx').on(t.campaignId, t.day),
    index('ad_offers_reader_idx').on(t.day, t.readerHash),
    index('ad_offers_aggregate_idx').on(t.day).where(sql`aggregated_at is null`),
  ],
)

/**
 * Traffic that is never billed, by day, event and reason: bots, prefetches, replays, expired
 * tokens… Counted in batches (`events` per row, rows added up), kept 90 days like the offers.
 */
export const adInvalidEvents = pgTable(
  'ad_invalid_events',
  {
    id: uuidPk(),
    campaignId: uuid('campaign_id').references(() => adCampaigns.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    reason: text('reason').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    events: integer('events').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('ad_invalid_events_event_check', inList('event', ['serve', 'view', 'click'])),
    check('ad_invalid_events_reason_check', inList('reason', invalidReasons)),
    check('ad_invalid_events_count_check', sql`events > 0`),
    index('ad_invalid_events_campaign_idx').on(t.campaignId, t.day),
  ],
)

/**
 * Daily figures per creative × placement × category, written once a day is closed. Billed
 * rows are never edited: a correction is another row, and reports add the rows up.
 */
export const adDaily = pgTable(
  'ad_daily',
  {
    id: uuidPk(),
    day: date('day', { mode: 'string' }).notNull(),
    ...adSlice(),
    served: integer('served').notNull().default(0),
    viewable: integer('viewable').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('ad_daily_campaign_day_idx').on(t.campaignId, t.day)],
)

/**
 * A read-only report link an advertiser shares: its token is the row id signed with the site's
 * secret, and revoking the row stops the link at once.
 */
export const adReportLinks = pgTable(
  'ad_report_links',
  {
    id: uuidPk(),
    campaignId: cascadeRef('campaign_id', () => adCampaigns.id),
    createdBy: userRefOrNull('created_by'),
    createdAt: createdAt(),
    revokedAt: utc('revoked_at'),
  },
  (t) => [index('ad_report_links_campaign_idx').on(t.campaignId)],
)

/**
 * A newsletter edition sponsored by a campaign: one sponsor an edition, chosen when the edition
 * starts sending. Each reader's copy carries its own counted link.
 */
export const adEditionSponsorships = pgTable(
  'ad_edition_sponsorships',
  {
    id: uuidPk(),
    editionId: cascadeRef('edition_id', () => newsletterEditions.id).unique(),
    campaignId: cascadeRef('campaign_id', () => adCampaigns.id),
    creativeId: cascadeRef('creative_id', () => adCreatives.id),
    /** Copies sent with the block: readers on ad-free plans get theirs without it. */
    sponsoredCopies: integer('sponsored_copies').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('ad_edition_sponsorships_campaign_idx').on(t.campaignId)],
)

/** The first click on a sponsored block from one reader's copy; later clicks of the same copy are not counted again. */
export const adNewsletterClicks = pgTable(
  'ad_newsletter_clicks',
  {
    sponsorshipId: cascadeRef('sponsorship_id', () => adEditionSponsorships.id),
    deliveryId: cascadeRef('delivery_id', () => newsletterDeliveries.id),
    clickedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sponsorshipId, t.deliveryId] })],
)

/**
 * A report e-mail sent for a campaign and period (`2026-12` monthly, `2026-12-15` mid-month):
 * unique, so a retried or doubled job never mails the same report twice.
 */
export const adReportEmails = pgTable(
  'ad_report_emails',
  {
    campaignId: cascadeRef('campaign_id', () => adCampaigns.id),
    period: text('period').notNull(),
    recipients: integer('recipients').notNull().default(0),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.period] })],
)

/** A podcast episode sponsored by a campaign: its sponsor message stands in the show notes and the feed. */
export const adEpisodeSponsorships = pgTable(
  'ad_episode_sponsorships',
  {
    id: uuidPk(),
    episodeId: cascadeRef('episode_id', () => podcasts.id).unique(),
    campaignId: cascadeRef('campaign_id', () => adCampaigns.id),
    /** What the host reads and the notes print, in the advertiser's words. */
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ad_episode_sponsorships_campaign_idx').on(t.campaignId)],
)
