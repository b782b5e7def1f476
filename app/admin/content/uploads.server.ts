import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { mediaUploads } from '../../db/schema'
import { uploadUrl } from '../../media-files/uploaded-files.server'

/** The latest uploads, newest first, with their addresses (the editor's media picker). */
export async function listRecentUploads(db: Db, { limit = 50 } = {}) {
  const rows = await db
    .select({ fileName: mediaUploads.fileName, originalName: mediaUploads.originalName, kind: mediaUploads.kind, contentType: mediaUploads.contentType, byteSize: mediaUploads.byteSize, createdAt: mediaUploads.createdAt })
    .from(mediaUploads)
    .orderBy(desc(mediaUploads.createdAt))
    .limit(limit)
  return rows.map((r) => ({ ...r, url: uploadUrl(r.fileName) }))
}
