import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { mediaUploads, podcasts, videos } from '../../db/schema'
import { recordAudit } from '../audit.server'
import { AppError } from '../../lib/app-error'
import { acceptedExtensions, extensionOf, looksLikeMarkup, sizeLimits, sniffFileType, type UploadKind } from './file-types'

/** The folder uploads are written to (UPLOAD_DIR, default ./data/uploads). */
export const uploadDir = () => path.resolve(getConfig().UPLOAD_DIR)

/** Public address of a stored upload. */
export const uploadUrl = (fileName: string) => `/media/uploads/${fileName}`

/** The latest uploads, newest first, with their addresses (the editor's media picker). */
export async function listRecentUploads(db: Db, { limit = 50 } = {}) {
  const rows = await db
    .select({ fileName: mediaUploads.fileName, originalName: mediaUploads.originalName, kind: mediaUploads.kind, contentType: mediaUploads.contentType, byteSize: mediaUploads.byteSize, createdAt: mediaUploads.createdAt })
    .from(mediaUploads)
    .orderBy(desc(mediaUploads.createdAt))
    .limit(limit)
  return rows.map((r) => ({ ...r, url: uploadUrl(r.fileName) }))
}

/** Whether a video or an episode marked premium uses the upload at this address. */
export async function isPremiumUpload(db: Db, address: string) {
  const [video] = await db.select({ isPremium: videos.isPremium }).from(videos).where(eq(videos.mediaUrl, address)).limit(1)
  if (video?.isPremium) return true
  const [episode] = await db.select({ isPremium: podcasts.isPremium }).from(podcasts).where(eq(podcasts.audioUrl, address)).limit(1)
  return episode?.isPremium ?? false
}

const kindNames: Record<UploadKind, string> = { image: 'an image', video: 'a video', audio: 'an audio file' }
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

/**
 * Checks an uploaded file (size, real type by its first bytes, matching extension, one of
 * the kinds the field takes) and throws an AppError an editor can read when it fails.
 */
function checkUpload(file: { name: string; size: number }, head: Uint8Array, allowed: readonly UploadKind[]) {
  const wanted = allowed.map((k) => kindNames[k]).join(' or ')
  if (file.size === 0) throw new AppError('invalid_input', 400, 'The file is empty.')
  const extension = extensionOf(file.name)
  if (extension === 'svg' || looksLikeMarkup(head)) {
    throw new AppError('unsupported_type', 415, 'SVG and other markup files are not accepted, because they can carry scripts. Upload a PNG, JPEG, WebP or GIF image.')
  }
  const type = sniffFileType(head)
  if (!type || !allowed.includes(type.kind)) {
    const list = allowed.flatMap(acceptedExtensions).map((e) => e.toUpperCase()).join(', ')
    throw new AppError('unsupported_type', 415, `This file is not ${wanted} we accept. Accepted formats: ${list}.`)
  }
  if (!type.accepts.includes(extension)) {
    throw new AppError('unsupported_type', 415, `The file's contents are ${type.contentType}, which does not match its name "${file.name}". Rename it with the right extension (.${type.accepts[0]}) or upload the real file.`)
  }
  if (file.size > sizeLimits[type.kind]) {
    throw new AppError('too_large', 413, `This ${type.kind} is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${megabytes(sizeLimits[type.kind])}.`)
  }
  return type
}

/**
 * Stores an uploaded file under a random name in the upload folder, records it (and the
 * audit entry) and returns its public address.
 */
export async function saveUpload(
  db: Db,
  { file, allowed, actorId, dir = uploadDir() }: { file: File; allowed: readonly UploadKind[]; actorId: string; dir?: string },
) {
  // Checked from the first bytes and the size, before the whole file is read.
  const type = checkUpload(file, new Uint8Array(await file.slice(0, 256).arrayBuffer()), allowed)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const fileName = `${randomUUID()}.${type.extension}`
  await mkdir(dir, { recursive: true })
  const target = path.join(dir, fileName)
  await writeFile(target, bytes, { flag: 'wx' })
  try {
    await db.transaction(async (tx) => {
      const originalName = path.basename(file.name).slice(0, 200) || 'upload'
      const [row] = await tx
        .insert(mediaUploads)
        .values({ kind: type.kind, fileName, originalName, contentType: type.contentType, byteSize: file.size, uploadedBy: actorId })
        .returning({ id: mediaUploads.id })
      await recordAudit(tx, { actorId, action: 'media.upload', targetType: 'media_upload', targetId: row!.id, details: { fileName, originalName, contentType: type.contentType, byteSize: file.size } })
    })
  } catch (error) {
    await rm(target, { force: true })
    throw error
  }
  return { url: uploadUrl(fileName), fileName, kind: type.kind, contentType: type.contentType, byteSize: file.size }
}
