/**
 * Rendered images kept in memory by a key: the least recently used go first once there are more
 * than `maxEntries` or they take more than `maxBytes`, and concurrent requests for one key share
 * one render. The social cards and the podcast artwork each have one.
 */
export function renderCache({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
  const cache = new Map<string, Buffer>()
  const pending = new Map<string, Promise<Buffer>>()
  let cachedBytes = 0

  function remember(key: string, image: Buffer) {
    cache.set(key, image)
    cachedBytes += image.length
    for (const [oldKey, old] of cache) {
      if (cache.size <= maxEntries && cachedBytes <= maxBytes) break
      cache.delete(oldKey)
      cachedBytes -= old.length
    }
  }

  /** The image kept under the key, or the one `render` makes (shared by concurrent callers). */
  return function cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = cache.get(key)
    if (hit) {
      cache.delete(key)
      cache.set(key, hit)
      return Promise.resolve(hit)
    }
    let job = pending.get(key)
    if (!job) {
      job = render()
        .then((image) => (remember(key, image), image))
        .finally(() => pending.delete(key))
      pending.set(key, job)
    }
    return job
  }
}
