import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { isMigrated } from '../../app/db/migrate.server'
import { articles } from '../../app/db/schema'
import { createArticle, createCategory, createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { migrationsSchemaOf, openTestDb } from '../support/test-db'

const handle = await openTestDb()
const { db } = handle

const rows = async <T,>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

describe('database schema', () => {
  it('is fully migrated', async () => {
    expect(await isMigrated(db, migrationsSchemaOf(handle))).toBe(true)
  })

  it('has a table for every entity of the product', async () => {
    const tables = (await rows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = current_schema()`)).map((r) => r.name)
    for (const name of [
      'users', 'sessions', 'accounts', 'verifications', 'notification_preferences',
      'subscription_plans', 'subscriptions', 'subscription_events', 'categories', 'articles',
      'comments', 'user_interactions', 'notifications', 'newsletter_subscriptions', 'courses',
      'course_lessons', 'learning_paths', 'learning_path_courses', 'tutorials', 'videos',
      'playlists', 'playlist_videos', 'podcasts', 'podcast_series', 'support_tickets', 'support_messages', 'ad_proposals',
    ]) {
      expect(tables).toContain(name)
    }
  })

  it('has a GIN full-text index for every content type', async () => {
    const indexes = (await rows<{ name: string }>(sql`select indexname as name from pg_indexes where schemaname = current_schema() and indexdef ilike '%using gin (search_vector)%'`)).map((r) => r.name)
    expect(indexes).toEqual(expect.arrayContaining([
      'articles_search_idx', 'courses_search_idx', 'tutorials_search_idx', 'videos_search_idx', 'podcasts_search_idx',
    ]))
  })

  it('rejects values outside the enumerations', async () => {
    await expect(createUser(db, { role: 'superuser' as never })).rejects.toThrow()
    await expect(createUser(db, { subscriptionTier: 'gold' })).rejects.toThrow()
    await expect(createArticle(db, { status: 'archived' })).rejects.toThrow()
    await expect(db.execute(sql`insert into courses (slug, title, level, category, instructor) values (${`c-${uniqueSuffix()}`}, 'x', 'expert', 'Robotics', 'y')`)).rejects.toThrow()
  })

  it('keeps slugs unique', async () => {
    const article = await createArticle(db)
    await expect(createArticle(db, { slug: article.slug })).rejects.toThrow()
  })

  it('indexes titles, summaries, tags and bodies for weighted full-text search', async () => {
    const word = `zyx${uniqueSuffix().replace(/\d/g, 'q')}`
    const inTitle = await createArticle(db, { title: `Notes on ${word}` })
    const inBody = await createArticle(db, { content: `<p>The body mentions ${word} once.</p>` })
    const inTags = await createArticle(db, { tags: [word] })
    const found = await db
      .select({ id: articles.id, rank: sql<number>`ts_rank(${articles.searchVector}, plainto_tsquery('english', ${word}))` })
      .from(articles)
      .where(sql`${articles.searchVector} @@ plainto_tsquery('english', ${word})`)
      .orderBy(sql`2 desc`)
    expect(found.map((r) => r.id)).toEqual([inTitle.id, inTags.id, inBody.id])
  })

  it('supports typo-tolerant trigram matching', async () => {
    const [row] = await rows<{ similarity: number }>(sql`select similarity('transformer', 'transfromer') as similarity`)
    expect(row!.similarity).toBeGreaterThan(0.3)
  })

  it('removes a category without deleting its articles', async () => {
    const category = await createCategory(db)
    const article = await createArticle(db, { categoryId: category.id })
    await db.execute(sql`delete from categories where id = ${category.id}`)
    const [kept] = await rows<{ category_id: string | null }>(sql`select category_id from articles where id = ${article.id}`)
    expect(kept).toEqual({ category_id: null })
  })
})
