import { LRUCache } from 'lru-cache'

/**
 * Rendered images kept in memory by a key: the least recently used go first once there are more
 * than `maxEntries` or they take more than `maxBytes` (an `lru-cache`, like every in-memory cache
 * of the app, decision 27), and concurrent requests for one key share one render. The social
 * cards and the podcast artwork each have one.
 */
export function renderCache({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
  // lru-cache wants a positive size; an empty image still takes a place.
  const cache = new LRUCache<string, Buffer>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (image) => Math.max(1, image.length) })
  const pending = new Map<string, Promise<Buffer>>()

  /** The image kept under the key, or the one `render` makes (shared by concurrent callers). */
  return function cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = cache.get(key)
    if (hit) return Promise.resolve(hit)
    let job = pending.get(key)
    if (!job) {
      job = render()
        .then((image) => (cache.set(key, image), image))
        .finally(() => pending.delete(key))
      pending.set(key, job)
    }
    return job
  }
}
