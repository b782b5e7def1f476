/**
 * Runs `work` over `items`, at most `limit` at a time, and returns the results in the items'
 * order. The first failure rejects the whole run (no new item starts after it).
 *
 * It stands in for `parallel` of `@serwist/utils` (vite.config.ts aliases it here), whose
 * queues never settle when one item fails: the service worker's pre-cache then waits forever
 * and the worker stays "installing" until the browser gives up on it, instead of failing and
 * being installed again (serwist/serwist#367).
 */
export async function parallel<Item, Result>(limit: number, items: readonly Item[], work: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results = new Array<Result>(items.length)
  let next = 0
  let failed = false
  const queue = async () => {
    while (!failed && next < items.length) {
      const index = next++
      try {
        results[index] = await work(items[index] as Item)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, queue))
  return results
}
