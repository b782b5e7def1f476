import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { authorProfiles, contentAuthors } from '../db/schema'
import type { Db } from '../db/client.server'
import { slugify } from '../lib/text'
import { freeSlug } from '../lib/free-slug.server'
import type { ContentType } from '../content/content-types'
import { contentTables } from '../content/tables.server'

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

/** The profiles credited on an item, in order (the first is the byline). */
export async function creditedProfileIds(db: Tx, type: ContentType, id: string) {
  const rows = await db.select({ id: contentAuthors.profileId }).from(contentAuthors)
    .where(and(eq(contentAuthors.contentType, type), eq(contentAuthors.contentId, id))).orderBy(asc(contentAuthors.position))
  return rows.map((row) => row.id)
}

/** Whether the account is credited on the item through its profile. */
export async function isCredited(db: Tx, type: ContentType, id: string, userId: string) {
  const [row] = await db.select({ id: contentAuthors.profileId }).from(contentAuthors)
    .innerJoin(authorProfiles, eq(authorProfiles.id, contentAuthors.profileId))
    .where(and(eq(contentAuthors.contentType, type), eq(contentAuthors.contentId, id), eq(authorProfiles.userId, userId)))
    .limit(1)
  return row !== undefined
}

/**
 * Credits the profiles on an item in the given order, replacing its credits. Returns their names
 * in order (the item's byline text), or null (and nothing changed) when one of them does not exist.
 */
export async function setCredits(db: Tx, type: ContentType, id: string, profileIds: string[]) {
  const unique = [...new Set(profileIds)]
  const rows = unique.length ? await db.select({ id: authorProfiles.id, name: authorProfiles.name }).from(authorProfiles).where(inArray(authorProfiles.id, unique)) : []
  if (rows.length !== unique.length) return null
  await db.delete(contentAuthors).where(and(eq(contentAuthors.contentType, type), eq(contentAuthors.contentId, id)))
  if (unique.length) await db.insert(contentAuthors).values(unique.map((profileId, position) => ({ contentType: type, contentId: id, profileId, position })))
  const names = new Map(rows.map((row) => [row.id, row.name]))
  return unique.map((profileId) => names.get(profileId)!)
}

/** Names as a byline: "A", "A and B", "A, B and C". */
export function bylineText(names: string[]) {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** Where profiles' slugs must be unique. */
export const profileSlugs = { table: authorProfiles, slug: authorProfiles.slug, id: authorProfiles.id, noun: 'author' }

/** The profile of a staff account, made from their name the first time it is needed. */
export async function profileOfUser(db: Tx, user: { id: string; name: string }) {
  const [found] = await db.select({ id: authorProfiles.id }).from(authorProfiles).where(eq(authorProfiles.userId, user.id))
  if (found) return found.id
  const [made] = await db.insert(authorProfiles).values({ userId: user.id, name: user.name, slug: await freeSlug(db, profileSlugs, slugify(user.name) || 'author', null) })
    .onConflictDoNothing({ target: authorProfiles.userId }).returning({ id: authorProfiles.id })
  if (made) return made.id
  const [again] = await db.select({ id: authorProfiles.id }).from(authorProfiles).where(eq(authorProfiles.userId, user.id))
  return again!.id
}

/** The profile named `name` (a guest or the demo's bylines), made when missing. */
export async function profileNamed(db: Tx, name: string) {
  const slug = slugify(name) || 'author'
  await db.insert(authorProfiles).values({ name: name.trim(), slug }).onConflictDoNothing({ target: authorProfiles.slug })
  const [row] = await db.select({ id: authorProfiles.id }).from(authorProfiles).where(eq(authorProfiles.slug, slug))
  return row!.id
}

/** Every profile, for the editor's author pickers. */
export async function listProfiles(db: Db) {
  return db.select({ id: authorProfiles.id, name: authorProfiles.name, roleTitle: authorProfiles.roleTitle }).from(authorProfiles).orderBy(asc(authorProfiles.name))
}

/** Removes an item's credits when the item is deleted. */
export async function dropCredits(db: Tx, type: ContentType, id: string) {
  await db.delete(contentAuthors).where(and(eq(contentAuthors.contentType, type), eq(contentAuthors.contentId, id)))
}

/** The column that keeps an item's byline as text (cards, search, feeds), for the types that have one. */
export const bylineColumns: Partial<Record<ContentType, string>> = { articles: 'author', courses: 'instructor', videos: 'author', podcasts: 'host', series: 'host' }

/**
 * Credits every item that has no credits yet to the profile of its typed byline (made when
 * missing): how content loaded without the editor (the demo, an import) gets its authors.
 */
export async function creditTypedBylines(db: Tx) {
  for (const [type, column] of Object.entries(bylineColumns) as [ContentType, string][]) {
    const t = contentTables[type]
    const uncredited = (await db.select({ id: t.id, name: sql<string>`${sql.identifier(column)}` }).from(t.table)
      .where(sql`not exists (select 1 from ${contentAuthors} where ${contentAuthors.contentType} = ${type} and ${contentAuthors.contentId} = ${t.id})`)) as { id: string; name: string }[]
    const profiles = new Map<string, string>()
    for (const { id, name } of uncredited) {
      if (!slugify(name)) continue
      if (!profiles.has(name)) profiles.set(name, await profileNamed(db, name))
      await setCredits(db, type, id, [profiles.get(name)!])
    }
  }
}

/** After a profile's name changed: the stored byline text of every item it is credited on, again from the credits. */
export async function refreshBylines(db: Tx, profileId: string) {
  const credited = await db.select({ type: contentAuthors.contentType, id: contentAuthors.contentId }).from(contentAuthors).where(eq(contentAuthors.profileId, profileId))
  for (const { type, id } of credited) {
    const column = bylineColumns[type as ContentType]
    if (!column) continue
    const names = await db.select({ name: authorProfiles.name }).from(contentAuthors).innerJoin(authorProfiles, eq(authorProfiles.id, contentAuthors.profileId))
      .where(and(eq(contentAuthors.contentType, type), eq(contentAuthors.contentId, id))).orderBy(asc(contentAuthors.position))
    const t = contentTables[type as ContentType]
    await db.update(t.table).set({ [column]: bylineText(names.map((row) => row.name)) } as never).where(eq(t.id, id))
  }
}
