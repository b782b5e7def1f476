import { check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { memberId } from './accounts'
import { attributedContentKinds, attributionSources, conversionKinds } from './attribution-vocabulary'
import { createdAt, inList, uuidPk } from './columns'

/**
 * Every signup, paid start, upgrade and cancellation with where the visit came from, the page
 * it started on and the content item read just before (decision 49). Kept on the server from
 * what the converting request carries; no identifier beyond the member's own id.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: uuidPk(),
    userId: memberId(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    landingPath: text('landing_path'),
    contentKind: text('content_kind'),
    /** The item's address ("/news/slug"): the same for every kind, and readable in the report. */
    contentPath: text('content_path'),
    planId: text('plan_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversions_kind_check', inList('kind', conversionKinds)),
    check('conversions_source_check', inList('source', attributionSources)),
    check('conversions_content_kind_check', inList('content_kind', attributedContentKinds)),
    index('conversions_created_idx').on(t.createdAt),
    index('conversions_content_idx').on(t.contentPath, t.kind),
    index('conversions_user_idx').on(t.userId, t.kind),
  ],
)
