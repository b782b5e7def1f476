import { contentTypeByExtension } from '../media-files/file-types'
import { isPremiumUpload, uploadUrl } from '../media-files/uploaded-files.server'
import { uploadStore } from '../storage/storage.server'
import { getUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { fileResponse } from '../media-files/byte-range.server'
import { canWatchPremium } from '../videos/video-detail.server'
import type { Route } from './+types/media.upload'

// Upload names are random and never reused, so a copy may be kept for a year.
const publicCache = 'public, max-age=31536000, immutable, no-transform'
const privateCache = 'private, max-age=3600, no-transform'
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]{2,4})$/

const refuse = (status: 403 | 404) =>
  new Response(status === 403 ? 'Premium content: upgrade to play this file.' : 'Not found', {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  })

/**
 * Files uploaded in the admin console: /media/uploads/{uuid}.{ext}, read from the upload store
 * (a folder, or an S3 bucket every instance shares), with the content type of
 * their checked format (every response also carries nosniff) and byte ranges for audio and video. A video or episode
 * file of a premium item goes only to readers whose plan includes premium content.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const match = NAME.exec(params.file)
  const contentType = match ? contentTypeByExtension[match[1]!] : undefined
  if (!contentType) return refuse(404)
  const store = uploadStore()
  const info = await store.stat(params.file)
  if (!info) return refuse(404)
  const isMedia = !contentType.startsWith('image/')
  const isPremium = isMedia && (await isPremiumUpload(getDb(), uploadUrl(params.file)))
  if (isPremium && !canWatchPremium(await getUser(request))) return refuse(403)
  const file = { size: info.size, modified: info.modified, etag: info.etag, contentType, open: (range: { start: number; end: number }) => store.read(params.file, range) }
  const { response } = fileResponse(request, file, isPremium ? privateCache : publicCache)
  response.headers.set('Content-Disposition', 'inline')
  return response
}
