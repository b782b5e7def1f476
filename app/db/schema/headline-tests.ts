import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { userRefOrNull } from './accounts'
import { cascadeRef, timestamps, utc } from './columns'
import { articles } from './news'

/**
 * An article's headline test (decision 53): a second headline shown to half the readers of the
 * home page, the news list and the article, chosen per reader per day. Lists count how often
 * each headline was shown; an article opened from a list counts a click for the headline that
 * reader saw. One test per article; ending it keeps its figures.
 */
export const headlineTests = pgTable(
  'headline_tests',
  {
    articleId: cascadeRef('article_id', () => articles.id).primaryKey(),
    /** The second headline (B); the article's own title is A. */
    altTitle: text('alt_title').notNull(),
    /** Views of each headline after which the better click-through is reported. */
    goalViews: integer('goal_views').notNull().default(1000),
    impressionsA: integer('impressions_a').notNull().default(0),
    clicksA: integer('clicks_a').notNull().default(0),
    impressionsB: integer('impressions_b').notNull().default(0),
    clicksB: integer('clicks_b').notNull().default(0),
    startedBy: userRefOrNull('started_by'),
    /** When it ended (a headline applied, or stopped); null while it runs. */
    endedAt: utc('ended_at'),
    /** The headline applied at the end, if one was. */
    applied: text('applied'),
    ...timestamps(),
  },
  (t) => [
    check('headline_tests_goal_check', sql`${t.goalViews} between 50 and 1000000`),
    check('headline_tests_alt_title_check', sql`char_length(${t.altTitle}) between 1 and 200`),
    check('headline_tests_applied_check', sql`${t.applied} is null or ${t.applied} in ('a', 'b')`),
    check('headline_tests_counts_check', sql`${t.impressionsA} >= 0 and ${t.clicksA} >= 0 and ${t.impressionsB} >= 0 and ${t.clicksB} >= 0`),
  ],
)
