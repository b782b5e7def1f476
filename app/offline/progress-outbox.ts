import { PROGRESS_SYNC_TAG } from './saved-item'
import { dropQueued, hasSavedData, listQueued, queueRequest } from './saved-store'

/**
 * Progress made while reading offline (a lesson marked complete, where an episode or a video
 * stopped) goes out as the site's own form posts. Offline, a post waits in IndexedDB and is
 * sent when the network returns: by Background Sync where the browser has it, otherwise on the
 * next page opened online (app/offline/register.ts).
 */

const post = (url: string, body: string) =>
  fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body })

/** Sends a progress form now, or keeps it for later when the network is down. */
export async function sendOrQueue(url: string, fields: Record<string, string>, ownerId: string) {
  const body = new URLSearchParams(fields).toString()
  if (navigator.onLine) {
    try {
      await post(url, body)
      return 'sent' as const
    } catch {
      // The network failed after all: kept below.
    }
  }
  // Only the latest of the same post matters (where an episode stopped, not every place it passed).
  for (const waiting of await listQueued()) if (waiting.url === url && waiting.id !== undefined) await dropQueued(waiting.id)
  await queueRequest({ url, body, ownerId, at: new Date().toISOString() })
  const registration = await navigator.serviceWorker?.ready.catch(() => undefined)
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync
  await sync?.register(PROGRESS_SYNC_TAG).catch(() => undefined)
  return 'queued' as const
}

/**
 * Sends what waits, oldest first. A post the server answered (even with a refusal, which a retry
 * would not change) leaves the queue; a network failure stops, to try again later.
 */
export async function flushQueued() {
  if (!(await hasSavedData())) return 0
  let sent = 0
  for (const queued of (await listQueued()).sort((a, b) => (a.id ?? 0) - (b.id ?? 0))) {
    try {
      await post(queued.url, queued.body)
    } catch {
      break
    }
    await dropQueued(queued.id!)
    sent++
  }
  return sent
}
