import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { sanitizeHtml } from '../../lib/sanitize-html.server'
import { readingTimeMinutes, slugify } from '../../lib/text'
import type { Db } from '../client.server'
import { accounts, articles, categories, notificationPreferences, users } from '../schema'

/** A short random suffix so every test creates its own data. */
export const uniqueSuffix = () => randomUUID().slice(0, 8)

type UserInput = Partial<typeof users.$inferInsert> & { password?: string }

/** Creates a user; with a password it also creates the e-mail/password sign-in. */
export async function createUser(db: Db, input: UserInput = {}) {
  const suffix = uniqueSuffix()
  const { password, ...fields } = input
  const id = fields.id ?? randomUUID()
  const [user] = await db
    .insert(users)
    .values({
      id,
      name: `Reader ${suffix}`,
      email: `reader-${suffix}@example.com`,
      emailVerified: true,
      ...fields,
    })
    .returning()
  await db.insert(notificationPreferences).values({ userId: id })
  if (password) {
    await db.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword(password),
    })
  }
  return user!
}

export async function createCategory(db: Db, input: Partial<typeof categories.$inferInsert> = {}) {
  const suffix = uniqueSuffix()
  const [category] = await db
    .insert(categories)
    .values({ name: `Category ${suffix}`, slug: `category-${suffix}`, ...input })
    .returning()
  return category!
}

type ArticleInput = Partial<typeof articles.$inferInsert>

/** Creates a published article; the slug, reading time and cover follow from the title. */
export async function createArticle(db: Db, input: ArticleInput = {}) {
  const title = input.title ?? `Field notes ${uniqueSuffix()}`
  const slug = input.slug ?? `${slugify(title)}-${uniqueSuffix()}`
  const content = sanitizeHtml(
    input.content ?? `<p>${title} is a short report written for the test suite.</p>`,
  )
  const [article] = await db
    .insert(articles)
    .values({
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
    .returning()
  return article!
}
