import { localStore } from './local-store.server'
import type { ObjectStore } from './object-store'

/**
 * Copies every upload of a local folder into a store (a bucket) that lacks it, keeping names;
 * an object already there is left as it is, so the copy can run again after an interruption.
 * Gives how many were copied and how many were there already.
 */
export async function copyUploads(fromFolder: string, to: ObjectStore, { contentTypeOf }: { contentTypeOf: (key: string) => string }) {
  const from = localStore(fromFolder)
  let copied = 0
  let present = 0
  for await (const key of from.list('')) {
    if (await to.stat(key)) {
      present++
      continue
    }
    const info = await from.stat(key)
    if (!info) continue
    const bytes = new Uint8Array(await new Response(await from.read(key, { start: 0, end: Math.max(0, info.size - 1) })).arrayBuffer())
    await to.put(key, bytes, contentTypeOf(key))
    copied++
  }
  return { copied, present }
}
