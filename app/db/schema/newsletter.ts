import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core'
import { userRefOrNull } from './accounts'
import { utc, createdAt, uuidPk, inList, cascadeRef } from './columns'
import type { EditionSegment } from '../../newsletter/segments'

export interface NewsletterPreferences {
  daily_digest: boolean
  weekly_summary: boolean
  breaking_news: boolean
}

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuidPk(),
    email: text('email').notNull().unique(),
    subscribedAt: createdAt(),
    isActive: boolean('is_active').notNull().default(false),
    confirmedAt: utc('confirmed_at'),
    unsubscribedAt: utc('unsubscribed_at'),
    token: text('token').notNull().unique(),
    preferences: jsonb('preferences')
      .$type<NewsletterPreferences>()
      .notNull()
      .default({ daily_digest: true, weekly_summary: true, breaking_news: true }),
  },
  (t) => [index('newsletter_active_idx').on(t.isActive)],
)

/** The kinds of edition: three sent on their own, one written and sent by an editor. */
export const editionKinds = ['daily_digest', 'weekly_summary', 'breaking_news', 'admin'] as const
export type EditionKind = (typeof editionKinds)[number]
export const editionStatuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const
export type EditionStatus = (typeof editionStatuses)[number]

/**
 * One newsletter e-mail sent to many readers, rendered once. `key` names the occasion of an
 * automatic edition (`daily_digest:2026-11-24`, `breaking_news:<article id>`): unique, so an
 * occasion gets one edition however many instances or retries reach it.
 */
export const newsletterEditions = pgTable(
  'newsletter_editions',
  {
    id: uuidPk(),
    kind: text('kind').$type<EditionKind>().notNull(),
    key: text('key').unique(),
    subject: text('subject').notNull(),
    /** What the editor wrote (admin editions), as HTML from the editor. */
    body: text('body'),
    /** The e-mail's parts, with %%UNSUBSCRIBE_URL%% and %%PREFERENCES_URL%% filled per reader. */
    text: text('text').notNull().default(''),
    html: text('html').notNull().default(''),
    status: text('status').$type<EditionStatus>().notNull().default('draft'),
    scheduledFor: utc('scheduled_for'),
    createdBy: userRefOrNull('created_by'),
    createdAt: createdAt(),
    startedAt: utc('started_at'),
    sentAt: utc('sent_at'),
    recipients: integer('recipients').notNull().default(0),
    /** The part of the readers an editor's edition goes to; null: everyone. */
    segment: jsonb('segment').$type<EditionSegment>(),
    /**
     * Whether its copies carry an open pixel (off unless the editor switches it on). Opens are
     * inflated: mail privacy proxies fetch every image whether or not the reader opens the copy.
     */
    countOpens: boolean('count_opens').notNull().default(false),
  },
  (t) => [
    check('newsletter_editions_kind_check', inList('kind', editionKinds)),
    check('newsletter_editions_status_check', inList('status', editionStatuses)),
    index('newsletter_editions_created_idx').on(t.createdAt.desc()),
  ],
)

export const deliveryStatuses = ['pending', 'sending', 'sent', 'failed'] as const

/**
 * One reader's copy of an edition. Unique per edition and address, and claimed before it is
 * sent, so each reader gets an edition at most once. `recipient` names whose links the copy
 * carries: `s:<subscription token>` or `u:<user id>`.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuidPk(),
    editionId: cascadeRef('edition_id', () => newsletterEditions.id),
    email: text('email').notNull(),
    recipient: text('recipient').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    sentAt: utc('sent_at'),
    /** The first time the copy's open pixel was fetched (editions that count opens only). */
    openedAt: utc('opened_at'),
    /** When the reader unsubscribed through this copy's own link (the edition's report counts them). */
    unsubscribedAt: utc('unsubscribed_at'),
  },
  (t) => [
    unique('newsletter_deliveries_edition_email_key').on(t.editionId, t.email),
    check('newsletter_deliveries_status_check', inList('status', deliveryStatuses)),
    index('newsletter_deliveries_edition_status_idx').on(t.editionId, t.status),
  ],
)

/**
 * A link of an edition clicked from one reader's copy: the first click of each link of each
 * copy (unique clicks). `linkIndex` is the link's place among the edition's links
 * (app/newsletter/editions/link-tracking.server.ts).
 */
export const newsletterLinkClicks = pgTable(
  'newsletter_link_clicks',
  {
    deliveryId: cascadeRef('delivery_id', () => newsletterDeliveries.id),
    editionId: cascadeRef('edition_id', () => newsletterEditions.id),
    linkIndex: integer('link_index').notNull(),
    clickedAt: utc('clicked_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deliveryId, t.linkIndex] }),
    check('newsletter_link_clicks_index_check', sql`${t.linkIndex} >= 0`),
    index('newsletter_link_clicks_edition_idx').on(t.editionId, t.linkIndex),
  ],
)
