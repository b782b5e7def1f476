import { verifyPassword } from 'better-auth/crypto'
import { count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../app/db/client.server'
import { accounts, articles, categories, subscriptionPlans, subscriptions, users } from '../../app/db/schema'
import { demoAccounts } from '../../app/db/seed/data/demo-accounts'
import { seedArticles, seedDemoContent } from '../../app/db/seed/seed.server'
import { wordCount } from '../../app/lib/text'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

/** Runs the body in a transaction that is rolled back, so the shared database stays as it was. */
async function inRolledBackTransaction(body: (tx: Db) => Promise<void>) {
  const rollback = new Error('rollback')
  await expect(
    db.transaction(async (tx) => {
      await body(tx as unknown as Db)
      throw rollback
    }),
  ).rejects.toBe(rollback)
}

describe('demo content', () => {
  it('has at least 30 original articles of 300+ words with varied authors and flags', () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(30)
    expect(new Set(seedArticles.map((a) => a.slug)).size).toBe(seedArticles.length)
    for (const article of seedArticles) expect(wordCount(article.content), article.slug).toBeGreaterThanOrEqual(300)
    expect(new Set(seedArticles.map((a) => a.author)).size).toBeGreaterThanOrEqual(10)
    expect(seedArticles.filter((a) => a.isFeatured).length).toBeGreaterThanOrEqual(3)
    expect(seedArticles.filter((a) => a.isPremium).length).toBeGreaterThanOrEqual(3)
    expect(seedArticles.filter((a) => a.isAiGenerated).length).toBeGreaterThanOrEqual(3)
  })

  it('loads categories, plans, articles and demo accounts that can sign in, and is idempotent', async () => {
    await inRolledBackTransaction(async (tx) => {
      await seedDemoContent(tx)
      const second = await seedDemoContent(tx)
      expect(second.articles).toBe(0)

      const slugs = (await tx.select({ slug: categories.slug }).from(categories)).map((c) => c.slug)
      expect(slugs).toEqual(expect.arrayContaining(['ml', 'nlp', 'cv', 'robotics']))
      const [plans] = await tx.select({ n: count() }).from(subscriptionPlans)
      expect(plans!.n).toBe(5)
      const [seeded] = await tx
        .select({ n: count() })
        .from(articles)
        .where(inArray(articles.slug, seedArticles.map((a) => a.slug)))
      expect(seeded!.n).toBe(seedArticles.length)

      for (const demo of demoAccounts) {
        const [user] = await tx.select().from(users).where(eq(users.email, demo.email))
        expect(user).toMatchObject({ role: demo.role, subscriptionTier: demo.tier })
        const [credential] = await tx.select({ hash: accounts.password }).from(accounts).where(eq(accounts.userId, user!.id))
        expect(await verifyPassword({ hash: credential!.hash!, password: demo.password })).toBe(true)
        const active = await tx.select().from(subscriptions).where(eq(subscriptions.userId, user!.id))
        expect(active.length).toBe(demo.tier === 'free' ? 0 : 1)
      }
    })
  })
})
