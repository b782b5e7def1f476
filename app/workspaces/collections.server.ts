import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { articles, podcasts, users, videos, workspaceCollectionItems, workspaceCollections, type CollectionItemKind } from '../db/schema'
import { isPublishedNow } from '../lib/publication.server'
import { collectableTable } from './item-tables.server'
import { memberOf, refuse, type LearningMember } from './members.server'
import { collectedItemHref, NOTE_MAX, parseItemLink } from './learning'
import { isUuid } from '../lib/uuid'

/** A workspace's shared collections of articles, videos and episodes, with members' notes. */

const adder = alias(users, 'adder')

/**
 * The workspace's collections, oldest first, each with its items newest first: title,
 * address, note, who added it and whether the caller may remove it (the one who added it,
 * or an Admin) or delete the collection (its creator, or an Admin). Members only.
 */
export async function listCollections(db: Db, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const member = await memberOf(db, userId)
  const isAdmin = member.role === 'admin'
  const collections = await db
    .select({ id: workspaceCollections.id, name: workspaceCollections.name, createdBy: workspaceCollections.createdBy, createdAt: workspaceCollections.createdAt })
    .from(workspaceCollections)
    .where(eq(workspaceCollections.workspaceId, member.workspaceId))
    .orderBy(asc(workspaceCollections.createdAt), asc(workspaceCollections.name))
  const ids = collections.map((c) => c.id)
  const isKind = (kind: CollectionItemKind) => eq(workspaceCollectionItems.kind, kind)
  const items =
    ids.length === 0
      ? []
      : await db
          .select({
            id: workspaceCollectionItems.id,
            collectionId: workspaceCollectionItems.collectionId,
            kind: workspaceCollectionItems.kind,
            note: workspaceCollectionItems.note,
            addedBy: workspaceCollectionItems.addedBy,
            addedByName: adder.name,
            addedAt: workspaceCollectionItems.addedAt,
            title: sql<string | null>`coalesce(${articles.title}, ${videos.title}, ${podcasts.title})`,
            slug: sql<string | null>`coalesce(${articles.slug}, ${videos.slug}, ${podcasts.slug})`,
          })
          .from(workspaceCollectionItems)
          .leftJoin(articles, and(isKind('article'), eq(articles.id, workspaceCollectionItems.itemId), isPublishedNow(articles, now)))
          .leftJoin(videos, and(isKind('video'), eq(videos.id, workspaceCollectionItems.itemId), isPublishedNow(videos, now)))
          .leftJoin(podcasts, and(isKind('podcast'), eq(podcasts.id, workspaceCollectionItems.itemId), isPublishedNow(podcasts, now)))
          .leftJoin(adder, eq(adder.id, workspaceCollectionItems.addedBy))
          .where(inArray(workspaceCollectionItems.collectionId, ids))
          .orderBy(desc(workspaceCollectionItems.addedAt), desc(workspaceCollectionItems.id))
  return collections.map((collection) => ({
    id: collection.id,
    name: collection.name,
    createdAt: collection.createdAt,
    canDelete: isAdmin || collection.createdBy === userId,
    items: items.flatMap(({ collectionId, title, slug, addedBy, ...item }) =>
      collectionId === collection.id && title && slug ? [{ ...item, title, href: collectedItemHref(item.kind, slug), canRemove: isAdmin || addedBy === userId }] : [],
    ),
  }))
}

export type LearningCollection = Awaited<ReturnType<typeof listCollections>>[number]

/** A new shared collection (2 to 80 characters, unique in the workspace); any member may make one. */
export async function createCollection(db: Db, { userId, name }: { userId: string; name: string }) {
  const member = await memberOf(db, userId)
  const trimmed = name.trim().replace(/\s+/g, ' ')
  if (trimmed.length < 2 || trimmed.length > 80) throw refuse('workspaceLearning.error.collectionName', 400, 'invalid_input', 'name')
  const [row] = await db
    .insert(workspaceCollections)
    .values({ workspaceId: member.workspaceId, name: trimmed, createdBy: userId })
    .onConflictDoNothing()
    .returning({ id: workspaceCollections.id })
  if (!row) throw refuse('workspaceLearning.error.collectionExists', 409, 'conflict', 'name')
  return row.id
}

async function collectionOf(db: Db, member: LearningMember, collectionId: string) {
  if (!isUuid(collectionId)) throw refuse('workspaceLearning.error.collectionNotFound', 404, 'not_found')
  const [row] = await db
    .select({ id: workspaceCollections.id, createdBy: workspaceCollections.createdBy })
    .from(workspaceCollections)
    .where(and(eq(workspaceCollections.id, collectionId), eq(workspaceCollections.workspaceId, member.workspaceId)))
  if (!row) throw refuse('workspaceLearning.error.collectionNotFound', 404, 'not_found')
  return row
}

/** A published article, video or episode by slug, or null. */
async function collectableItem(db: Db, kind: CollectionItemKind, slug: string, now: Date) {
  const table = collectableTable(kind)
  const isPublicItem = kind === 'article' ? isPublishedNow(articles, now) : kind === 'video' ? isPublishedNow(videos, now) : isPublishedNow(podcasts, now)
  const [row] = await db
    .select({ id: table.id, title: table.title })
    .from(table as typeof articles)
    .where(and(eq(table.slug, slug), isPublicItem))
  return row ?? null
}

/**
 * Saves an article, video or episode to a collection of the member's workspace, by its
 * address, with a note of at most 280 characters. An item is in a collection once.
 */
export async function addToCollection(
  db: Db,
  { userId, collectionId, link, note = '', now = new Date() }: { userId: string; collectionId: string; link: string; note?: string; now?: Date },
) {
  const member = await memberOf(db, userId)
  const collection = await collectionOf(db, member, collectionId)
  const text = note.trim()
  if (text.length > NOTE_MAX) throw refuse('workspaceLearning.error.noteTooLong', 400, 'invalid_input', 'note')
  const target = parseItemLink(link)
  if (!target) throw refuse('workspaceLearning.error.linkInvalid', 400, 'invalid_input', 'link')
  const item = await collectableItem(db, target.kind, target.slug, now)
  if (!item) throw refuse('workspaceLearning.error.linkNotFound', 400, 'invalid_input', 'link')
  const [row] = await db
    .insert(workspaceCollectionItems)
    .values({ collectionId: collection.id, kind: target.kind, itemId: item.id, note: text, addedBy: userId, addedAt: now })
    .onConflictDoNothing()
    .returning({ id: workspaceCollectionItems.id })
  if (!row) throw refuse('workspaceLearning.error.alreadyInCollection', 409, 'conflict', 'link')
  return { id: row.id, kind: target.kind, title: item.title }
}

/** Removes an item from a collection: the member who added it or an Admin (others: 403). */
export async function removeFromCollection(db: Db, { userId, itemId }: { userId: string; itemId: string }) {
  const member = await memberOf(db, userId)
  if (!isUuid(itemId)) throw refuse('workspaceLearning.error.itemGone', 404, 'not_found')
  const [item] = await db
    .select({ id: workspaceCollectionItems.id, addedBy: workspaceCollectionItems.addedBy })
    .from(workspaceCollectionItems)
    .innerJoin(workspaceCollections, eq(workspaceCollections.id, workspaceCollectionItems.collectionId))
    .where(and(eq(workspaceCollectionItems.id, itemId), eq(workspaceCollections.workspaceId, member.workspaceId)))
  if (!item) throw refuse('workspaceLearning.error.itemGone', 404, 'not_found')
  if (item.addedBy !== userId && member.role !== 'admin') throw refuse('workspaceLearning.error.removeNotAllowed', 403, 'not_allowed')
  await db.delete(workspaceCollectionItems).where(eq(workspaceCollectionItems.id, item.id))
}

/** Deletes a collection and its items: the member who created it or an Admin (others: 403). */
export async function deleteCollection(db: Db, { userId, collectionId }: { userId: string; collectionId: string }) {
  const member = await memberOf(db, userId)
  const collection = await collectionOf(db, member, collectionId)
  if (collection.createdBy !== userId && member.role !== 'admin') throw refuse('workspaceLearning.error.deleteNotAllowed', 403, 'not_allowed')
  await db.delete(workspaceCollections).where(eq(workspaceCollections.id, collection.id))
}
