import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { previewLinks, users } from '../db/schema'
import { hashSecret } from '../lib/secret-hash.server'
import type { ContentType } from '../content/content-types'
import { loadPreview } from '../content/item-preview.server'
import { getCoverInfo } from '../images/cover-info.server'
import { coverSvg, isCoverKind } from '../images/cover-svg'

/** A preview link works for 48 hours unless it is revoked first. */
export const PREVIEW_LINK_HOURS = 48

type Item = { type: ContentType; id: string }

export const previewLinkUrl = (token: string) => `${getConfig().SITE_URL}/preview/${token}`

/** Makes a signed link to the item as it is saved now; the token is shown once, only its hash is kept. */
export async function createPreviewLink(db: Db, { type, id, actorId, now = new Date() }: Item & { actorId: string; now?: Date }) {
  const token = randomBytes(24).toString('base64url')
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_HOURS * 3_600_000)
  const [row] = await db.insert(previewLinks).values({ contentType: type, contentId: id, tokenHash: hashSecret(token), createdBy: actorId, createdAt: now, expiresAt }).returning({ id: previewLinks.id })
  return { id: row!.id, url: previewLinkUrl(token), expiresAt }
}

/** Stops a link of this item from working. Gives whether it was working. */
export async function revokePreviewLink(db: Db, { type, id, linkId, now = new Date() }: Item & { linkId: string; now?: Date }) {
  const rows = await db.update(previewLinks).set({ revokedAt: now })
    .where(and(eq(previewLinks.id, linkId), eq(previewLinks.contentType, type), eq(previewLinks.contentId, id), isNull(previewLinks.revokedAt)))
    .returning({ id: previewLinks.id })
  return rows.length > 0
}

/** The item a working link shows, or null (unknown, expired or revoked). */
export async function itemOfPreviewLink(db: Db, token: string, now = new Date()): Promise<Item | null> {
  const [row] = await db.select({ type: previewLinks.contentType, id: previewLinks.contentId }).from(previewLinks)
    .where(and(eq(previewLinks.tokenHash, hashSecret(token)), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
  return row ? { type: row.type as ContentType, id: row.id } : null
}

/** The item's links that still work, newest first, with who made each. */
export async function livePreviewLinks(db: Db, { type, id }: Item, now = new Date()) {
  return db.select({ id: previewLinks.id, createdAt: previewLinks.createdAt, expiresAt: previewLinks.expiresAt, createdBy: users.name }).from(previewLinks)
    .leftJoin(users, eq(users.id, previewLinks.createdBy))
    .where(and(eq(previewLinks.contentType, type), eq(previewLinks.contentId, id), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
    .orderBy(desc(previewLinks.createdAt))
}

const generatedCover = /^\/media\/covers\/([a-z]+)\/([^/]+)\.svg$/

/** Where a preview shows its item's cover: its generated cover through the link (a draft's is not public), or the uploaded picture. */
export const previewCoverPath = (token: string, cover: string | null) => (cover && generatedCover.test(cover) ? `/preview/${token}/cover.svg` : cover)

/** The generated cover of the item a working link shows, or null. */
export async function coverOfPreview(db: Db, token: string) {
  const item = await itemOfPreviewLink(db, token)
  const cover = item ? (await loadPreview(db, item.type, item.id))?.cover : null
  const [, kind = '', key = ''] = (cover && generatedCover.exec(cover)) || []
  if (!isCoverKind(kind)) return null
  const info = await getCoverInfo(db, kind, key, { includeUnpublished: true })
  return info ? coverSvg({ seed: key, label: info.label, kind }) : null
}
