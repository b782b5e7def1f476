import { SAVED_MEDIA_CACHE, type SavedItem, type SavedMedia, type StoredItem } from './saved-item'
import { claimOwner, putSaved } from './saved-store'

/** Why a page could not be saved, for the button to say. */
export type SaveRefusal = 'logIn' | 'upgrade' | 'notFound' | 'failed' | 'noSpace'

/** The images a saved body shows from this site, kept with it so they show offline too. */
function imagesOf(html: string): SavedMedia[] {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const paths = [...doc.querySelectorAll('img[src]')]
    .map((img) => new URL(img.getAttribute('src')!, location.href))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname + url.search)
  return [...new Set(paths)].map((path) => ({ role: 'image' as const, path, type: null }))
}

/**
 * Saves a page for offline reading: its pack from the server (which checks the member may read
 * offline), then each media file and image whole into Cache Storage, then the page in IndexedDB,
 * last, so a page listed as saved has everything it needs.
 */
export async function saveForOffline(path: string, ownerId: string): Promise<{ ok: true; item: StoredItem } | { ok: false; reason: SaveRefusal }> {
  let answer: Response
  try {
    answer = await fetch(`/offline/pack?path=${encodeURIComponent(path)}`, { credentials: 'same-origin', headers: { accept: 'application/json' } })
  } catch {
    return { ok: false, reason: 'failed' }
  }
  if (answer.status === 401) return { ok: false, reason: 'logIn' }
  if (answer.status === 403) return { ok: false, reason: 'upgrade' }
  if (answer.status === 404) return { ok: false, reason: 'notFound' }
  if (!answer.ok) return { ok: false, reason: 'failed' }
  const pack = (await answer.json()) as SavedItem
  const media = [...pack.media, ...imagesOf(pack.html)]
  let bytes = new Blob([JSON.stringify(pack)]).size
  try {
    const cache = await caches.open(SAVED_MEDIA_CACHE)
    for (const file of media) {
      const response = await fetch(file.path, { credentials: 'same-origin' })
      if (!response.ok) return { ok: false, reason: 'failed' }
      const body = await response.blob()
      bytes += body.size
      const headers = new Headers({ 'content-type': response.headers.get('content-type') ?? file.type ?? 'application/octet-stream', 'content-length': String(body.size) })
      await cache.put(file.path, new Response(body, { status: 200, headers }))
    }
    await claimOwner(ownerId)
    const item: StoredItem = { ...pack, media, ownerId, bytes }
    await putSaved(item)
    return { ok: true, item }
  } catch (error) {
    return { ok: false, reason: error instanceof DOMException && error.name === 'QuotaExceededError' ? 'noSpace' : 'failed' }
  }
}
