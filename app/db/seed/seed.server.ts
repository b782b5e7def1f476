import { count, eq } from 'drizzle-orm'
import { hashString } from '../../lib/text'
import type { Db } from '../client.server'
import { articles, categories, subscriptionPlans, subscriptions, users } from '../schema'
import { articlesA } from './data/articles-a'
import { articlesB } from './data/articles-b'
import { seedCategories } from './data/categories'
import { demoAccounts } from './data/demo-accounts'
import { seedPlans } from './data/plans'
import { createArticle, createUser } from './factories'

const DAY = 24 * 60 * 60 * 1000

export const seedArticles = [...articlesA, ...articlesB]

/** True when the database holds neither accounts nor articles. */
export async function isEmpty(db: Db) {
  const [userCount] = await db.select({ n: count() }).from(users)
  const [articleCount] = await db.select({ n: count() }).from(articles)
  return userCount!.n === 0 && articleCount!.n === 0
}

/** Loads the demo content and accounts. Safe to run twice: existing rows are kept. */
export async function seedDemoContent(db: Db, { now = new Date() } = {}) {
  await db.insert(subscriptionPlans).values([...seedPlans].map((p) => ({ ...p, features: [...p.features] }))).onConflictDoNothing()
  await db.insert(categories).values([...seedCategories]).onConflictDoNothing()
  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]),
  )

  for (const account of demoAccounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email))
    if (existing) continue
    const user = await createUser(db, {
      email: account.email,
      name: account.name,
      role: account.role,
      subscriptionTier: account.tier,
      password: account.password,
    })
    if (account.tier !== 'free') {
      await db.insert(subscriptions).values({
        userId: user.id,
        planId: `${account.tier}-year`,
        status: 'active',
        provider: 'local',
        providerSubscriptionId: `local_${user.id}`,
        currentPeriodStart: new Date(now.getTime() - 30 * DAY),
        currentPeriodEnd: new Date(now.getTime() + 335 * DAY),
      })
    }
  }

  let created = 0
  for (const article of seedArticles) {
    const [existing] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, article.slug))
    if (existing) continue
    const hash = hashString(article.slug)
    const views = 180 + (hash % 24000)
    // Publish at a stable time of day so the order is the same on every seed.
    const publishedAt = new Date(now.getTime() - article.publishedDaysAgo * DAY - (hash % 600) * 60_000)
    await createArticle(db, {
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      content: article.content,
      author: article.author,
      tags: article.tags,
      categoryId: categoryIds.get(article.category),
      isFeatured: article.isFeatured ?? false,
      isPremium: article.isPremium ?? false,
      isAiGenerated: article.isAiGenerated ?? false,
      publishedAt,
      views,
      likes: Math.floor(views / (18 + (hash % 17))),
    })
    created++
  }
  return { articles: created }
}
