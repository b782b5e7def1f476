import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { articles, users } from '../../db/schema'
import { getOverviewMetrics } from './metrics.server'

/** The newest articles (any status) and the newest members, for the overview lists. */
export async function getRecentActivity(db: Db, { limit = 5 } = {}) {
  const [recentArticles, recentUsers] = await Promise.all([
    db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        status: articles.status,
        author: articles.author,
        sourceName: articles.sourceName,
        createdAt: articles.createdAt,
      })
      .from(articles)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(limit),
    db
      .select({ id: users.id, name: users.name, email: users.email, tier: users.subscriptionTier, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit),
  ])
  return { recentArticles, recentUsers }
}

/** Everything the admin overview shows, read from the database. */
export async function getOverview(db: Db, { now = new Date() } = {}) {
  const [metrics, activity] = await Promise.all([getOverviewMetrics(db, { now }), getRecentActivity(db)])
  return { metrics, ...activity }
}
