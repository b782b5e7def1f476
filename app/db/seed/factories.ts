import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { sanitizeHtml } from '../../lib/sanitize-html.server'
import { readingTimeMinutes, slugify } from '../../lib/text'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client.server'
import { articles, categories, type users } from '../schema'
import { insertPerson } from '../../accounts/account-rows.server'

/** A short random suffix so every test creates its own data. */
export const uniqueSuffix = () => randomUUID().slice(0, 8)

/** Inserts one row and returns it as stored, with its defaults filled in. */
export async function insertRow<T extends PgTable>(db: Db, table: T, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning()
  return row!
}

type UserInput = Partial<typeof users.$inferInsert> & { password?: string }

/** Creates a user; with a password it also creates the e-mail/password sign-in. */
export async function createUser(db: Db, input: UserInput = {}) {
  const suffix = uniqueSuffix()
  const { password, ...fields } = input
  return insertPerson(
    db,
    { name: `Reader ${suffix}`, email: `reader-${suffix}@example.com`, emailVerified: true, ...fields, id: fields.id ?? randomUUID() },
    password ? await hashPassword(password) : undefined,
  )
}

export async function createCategory(db: Db, input: Partial<typeof categories.$inferInsert> = {}) {
  const suffix = uniqueSuffix()
  return insertRow(db, categories, { name: `Category ${suffix}`, slug: `category-${suffix}`, ...input })
}

type ArticleInput = Partial<typeof articles.$inferInsert>

/** Creates a published article; the slug, reading time and cover follow from the title. */
export async function createArticle(db: Db, input: ArticleInput = {}) {
  const title = input.title ?? `Field notes ${uniqueSuffix()}`
  const slug = input.slug ?? `${slugify(title)}-${uniqueSuffix()}`
  const content = sanitizeHtml(
    input.content ?? `<p>${title} is a short report written for the test suite.</p>`,
  )
  return insertRow(db, articles, {
    author: 'Test Author',
    excerpt: `A short summary of ${title}.`,
    status: 'published',
    publishedAt: new Date(),
    featuredImage: `/media/covers/article/${slug}.svg`,
    readingTime: readingTimeMinutes(content),
    ...input,
    title,
    slug,
    content,
  })
}
