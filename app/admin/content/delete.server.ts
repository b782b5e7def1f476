import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { contentAuthors, contentLikes, contentRevisions, editLocks, mediaPositions, previewLinks, reviewNotes, viewMarks } from '../../db/schema'
import { requireItemAccess, type Actor } from './item-access.server'
import { recordAudit } from '../../audit/audit.server'
import { AppError } from '../../lib/app-error'
import { typeInfo, type ContentType } from './content-types'
import { contentTables } from '../../content/tables.server'

/** Rows that point at items by kind and id without a foreign key, cleaned up with the item. */
const looseKinds: Partial<Record<ContentType, 'tutorial' | 'video' | 'podcast'>> = {
  tutorials: 'tutorial',
  videos: 'video',
  podcasts: 'podcast',
}

/**
 * Deletes one item and what belongs only to it (lessons, comments, likes, positions, credits,
 * revisions, review notes, its lock and preview links: by cascade or here), for someone who may publish it, with its audit entry, in one transaction.
 */
export async function deleteContent(db: Db, { type, id, actor }: { type: ContentType; id: string; actor: Actor }) {
  const t = contentTables[type]
  const info = typeInfo[type]
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .select({ title: t.title, slug: t.slug ?? sql`null` })
      .from(t.table)
      .where(eq(t.id, id))) as { title: string; slug: string | null }[]
    if (!row) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: info.noun } })
    await requireItemAccess(tx, actor, type, id, 'publish')
    await tx.delete(t.table).where(eq(t.id, id))
    for (const table of [contentAuthors, contentRevisions, editLocks, previewLinks, reviewNotes]) {
      await tx.delete(table).where(and(eq(table.contentType, type), eq(table.contentId, id)))
    }
    const kind = looseKinds[type]
    if (kind) {
      await tx.delete(contentLikes).where(and(eq(contentLikes.kind, kind), eq(contentLikes.itemId, id)))
      await tx.delete(viewMarks).where(and(eq(viewMarks.kind, kind), eq(viewMarks.itemId, id)))
      if (kind !== 'tutorial') await tx.delete(mediaPositions).where(and(eq(mediaPositions.kind, kind), eq(mediaPositions.itemId, id)))
    }
    if (type === 'articles') await tx.delete(viewMarks).where(and(eq(viewMarks.kind, 'article'), eq(viewMarks.itemId, id)))
    await recordAudit(tx, { actorId: actor.id, action: 'content.delete', targetType: info.target, targetId: id, details: { title: row.title, ...(row.slug ? { slug: row.slug } : {}) } })
    return row
  })
}
