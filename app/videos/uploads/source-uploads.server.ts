import { randomUUID } from 'node:crypto'
import { open, stat } from 'node:fs/promises'
import path from 'node:path'
import { FileStore } from '@tus/file-store'
import { Server } from '@tus/server'
import { getConfig, type AppConfig } from '../../config.server'
import { extensionOf, sniffFileType } from '../../media-files/file-types'
import type { ObjectStore } from '../../storage/object-store'
import { uploadStore } from '../../storage/storage.server'
import { isUuid } from '../../lib/uuid'

/** Where the resumable uploads of video sources are answered (the tus protocol, decision 59). */
export const SOURCE_UPLOAD_PATH = '/admin/video-uploads'

/** An upload no video was saved with is deleted three days after it began (the hourly clean-up). */
const UPLOAD_KEPT_MS = 3 * 24 * 60 * 60 * 1000

/** A finished upload that a saved video names, until the transcoding job moves it into the store. */
const RESUMABLE_PREFIX = 'resumable:'
/** Where a source is kept in the upload store once the job has taken it, by its upload's id. */
export const sourceKeyOf = (uploadId: string) => `video-sources/${uploadId}`

/** The file names an editor's video source may have: what ffmpeg reads and cameras and editors write. */
export const SOURCE_EXTENSIONS = ['mp4', 'm4v', 'mov', 'webm', 'mkv'] as const

/** What the upload form says when a file is refused (the client shows it as it is). */
export const sourceRefusals = {
  type: 'Choose an MP4, MOV, WebM or MKV video file.',
  size: (maxMb: number) => `The video is larger than ${maxMb >= 1024 ? `${Math.round(maxMb / 1024)} GB` : `${maxMb} MB`}, the largest this site accepts.`,
  content: 'This file is not a video: its contents are not MP4, MOV, WebM or MKV.',
}

/** A Matroska file that is not WebM (MKV): EBML's magic number. */
const isMatroska = (bytes: Uint8Array) => bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3

/** Whether a source's first bytes are a container the transcoder takes (MP4/MOV, WebM, MKV). */
export function isVideoContainer(head: Uint8Array) {
  return sniffFileType(head)?.kind === 'video' || isMatroska(head)
}

const refuse = (status_code: number, body: string) => Object.assign(new Error(body), { status_code, body })

/** Whether the name has one of the accepted extensions. */
const acceptedName = (name: string | null | undefined) => (SOURCE_EXTENSIONS as readonly string[]).includes(extensionOf(name ?? ''))

async function headOf(file: string) {
  const handle = await open(file, 'r')
  try {
    const buffer = new Uint8Array(64)
    await handle.read(buffer, 0, 64, 0)
    return buffer
  } finally {
    await handle.close()
  }
}

/**
 * The tus server for video sources: uploads are created with their length and name (checked
 * against the size limit and the accepted types), received in parts into RESUMABLE_UPLOAD_DIR
 * and, on the last part, checked by their first bytes. Saving the video names the upload; the
 * transcoding job then moves it into the upload store (`adoptSource`), so no request waits
 * for a copy of gigabytes.
 */
export function sourceUploadServer(config: AppConfig) {
  const directory = path.resolve(config.RESUMABLE_UPLOAD_DIR)
  const maxBytes = config.VIDEO_SOURCE_MAX_MB * 1024 * 1024
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_KEPT_MS })
  return new Server({
    path: SOURCE_UPLOAD_PATH,
    datastore,
    maxSize: maxBytes,
    relativeLocation: true,
    // Deleting an upload is for unfinished ones (the editor's "Cancel"); a finished one is in the store.
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomUUID(),
    onUploadCreate: async (_request, upload) => {
      if (upload.sizeIsDeferred || !upload.size) throw refuse(400, 'The upload must say its length.')
      if (upload.size > maxBytes) throw refuse(413, sourceRefusals.size(config.VIDEO_SOURCE_MAX_MB))
      if (!acceptedName(upload.metadata?.filename)) throw refuse(415, sourceRefusals.type)
      return {}
    },
    // The protocol's own size check answers in its words; the editor gets the site's.
    onResponseError: (_request, error) => ('status_code' in error && error.status_code === 413 ? { status_code: 413, body: sourceRefusals.size(config.VIDEO_SOURCE_MAX_MB) } : undefined),
    onUploadFinish: async (_request, upload) => {
      const file = path.join(directory, upload.id)
      if (!isVideoContainer(await headOf(file))) {
        await datastore.remove(upload.id).catch(() => undefined)
        throw refuse(415, sourceRefusals.content)
      }
      return {}
    },
  })
}

let current: { config: AppConfig; server: Server } | undefined

/** The process's tus server, made from the configuration on first use (and again when tests replace it). */
export function sourceUploads() {
  const config = getConfig()
  if (current?.config !== config) current = { config, server: sourceUploadServer(config) }
  return current.server
}

/**
 * The source key of a finished upload, named by its id in the editor's form, or null when
 * there is no such upload or its last part has not arrived.
 */
export async function finishedSource(uploadId: string) {
  if (!isUuid(uploadId)) return null
  const upload = await sourceUploads().datastore.getUpload(uploadId).catch(() => null)
  return upload && upload.size !== undefined && upload.offset === upload.size ? `${RESUMABLE_PREFIX}${uploadId}` : null
}

/**
 * The transcoding job's first step for a resumable upload: moves the whole file into the
 * upload store (streamed) and deletes its parts, giving the store key to keep. A key that is
 * already the store's is given back as it is; a move that happened before a crash is found.
 */
export async function adoptSource(sourceKey: string, store: ObjectStore = uploadStore()) {
  if (!sourceKey.startsWith(RESUMABLE_PREFIX)) return sourceKey
  const uploadId = sourceKey.slice(RESUMABLE_PREFIX.length)
  const key = sourceKeyOf(uploadId)
  if (await store.stat(key)) {
    await sourceUploads().datastore.remove(uploadId).catch(() => undefined)
    return key
  }
  const file = path.join(path.resolve(getConfig().RESUMABLE_UPLOAD_DIR), uploadId)
  if (!isUuid(uploadId) || !(await stat(file).catch(() => null))) return null
  await store.putFile(key, file, 'application/octet-stream')
  await sourceUploads().datastore.remove(uploadId)
  return key
}

/** Deletes uploads that no saved video took within three days (the hourly clean-up job). */
export const cleanUpSourceUploads = () => sourceUploads().cleanUpExpiredUploads()
