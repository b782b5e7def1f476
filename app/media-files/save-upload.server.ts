import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { Db } from '../db/client.server'
import { mediaUploads } from '../db/schema'
import { recordAudit } from '../audit/audit.server'
import { AppError } from '../lib/app-error'
import { acceptedExtensions, extensionOf, looksLikeMarkup, sizeLimits, sniffFileType, type UploadKind } from './file-types'
import { uploadUrl } from './uploaded-files.server'
import { uploadStore } from '../storage/storage.server'
import type { ObjectStore } from '../storage/object-store'

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

/**
 * Checks an uploaded file (size, real type by its first bytes, matching extension, one of
 * the kinds the field takes) and throws an AppError the uploader can read when it fails.
 */
function checkUpload(file: { name: string; size: number }, head: Uint8Array, allowed: readonly UploadKind[]) {
  if (file.size === 0) throw new AppError('invalid_input', 400, 'answers.upload.empty')
  const extension = extensionOf(file.name)
  if (extension === 'svg' || looksLikeMarkup(head)) {
    throw new AppError('unsupported_type', 415, 'answers.upload.markup')
  }
  const type = sniffFileType(head)
  if (!type || !allowed.includes(type.kind)) {
    const list = allowed.flatMap(acceptedExtensions).map((e) => e.toUpperCase()).join(', ')
    throw new AppError('unsupported_type', 415, 'answers.upload.kind', { values: { formats: list } })
  }
  if (!type.accepts.includes(extension)) {
    throw new AppError('unsupported_type', 415, 'answers.upload.nameMismatch', { values: { contentType: type.contentType, name: file.name, extension: type.accepts[0]! } })
  }
  if (file.size > sizeLimits[type.kind]) {
    throw new AppError('too_large', 413, 'answers.upload.tooLarge', { values: { size: (file.size / 1024 / 1024).toFixed(1), limit: megabytes(sizeLimits[type.kind]) } })
  }
  return type
}

/**
 * Stores an uploaded file under a random name in the upload store (a folder, or an S3 bucket),
 * records it (and the audit entry) and returns its public address.
 */
export async function saveUpload(
  db: Db,
  { file, allowed, actorId, store = uploadStore() }: { file: File; allowed: readonly UploadKind[]; actorId: string; store?: ObjectStore },
) {
  // Checked from the first bytes and the size, before the whole file is read.
  const type = checkUpload(file, new Uint8Array(await file.slice(0, 256).arrayBuffer()), allowed)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const fileName = `${randomUUID()}.${type.extension}`
  await store.put(fileName, bytes, type.contentType)
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
    await store.delete(fileName).catch(() => undefined)
    throw error
  }
  return { url: uploadUrl(fileName), fileName, kind: type.kind, contentType: type.contentType, byteSize: file.size }
}
