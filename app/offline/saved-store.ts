import { SAVED_DB, SAVED_EXPIRY_DAYS, SAVED_MEDIA_CACHE, type StoredItem } from './saved-item'

/**
 * The browser's side of offline reading, for pages and the service worker alike: saved pages
 * (IndexedDB `items`, keyed by path), progress made offline waiting to be sent (`outbox`) and
 * who the saved content belongs to (`meta`). Media files live in Cache Storage.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** A request made offline, sent again when the network returns. */
export interface QueuedRequest {
  id?: number
  url: string
  /** Form fields (application/x-www-form-urlencoded). */
  body: string
  ownerId: string
  at: string
}

interface Meta {
  /** The member the saved content belongs to. */
  ownerId: string
  /** When the owner was last seen online, entitled to offline reading. */
  lastOnlineAt: string
}

function request<T>(req: IDBRequest<T>) {
  return new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

function open() {
  const opening = indexedDB.open(SAVED_DB, 1)
  opening.onupgradeneeded = () => {
    const db = opening.result
    db.createObjectStore('items', { keyPath: 'path' })
    db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true })
    db.createObjectStore('meta')
  }
  return request(opening)
}

async function withStore<T>(name: 'items' | 'outbox' | 'meta', mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open()
  try {
    const tx = db.transaction(name, mode)
    const result = await request(work(tx.objectStore(name)))
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
      tx.onabort = () => reject(tx.error)
    })
    return result
  } finally {
    db.close()
  }
}

export const listSaved = () => withStore('items', 'readonly', (store) => store.getAll() as IDBRequest<StoredItem[]>)
export const getSaved = (path: string) => withStore('items', 'readonly', (store) => store.get(path) as IDBRequest<StoredItem | undefined>)
export const putSaved = (item: StoredItem) => withStore('items', 'readwrite', (store) => store.put(item))
export const listQueued = () => withStore('outbox', 'readonly', (store) => store.getAll() as IDBRequest<QueuedRequest[]>)
export const queueRequest = (queued: QueuedRequest) => withStore('outbox', 'readwrite', (store) => store.add(queued))
export const dropQueued = (id: number) => withStore('outbox', 'readwrite', (store) => store.delete(id))
const readMeta = () => withStore('meta', 'readonly', (store) => store.get('owner') as IDBRequest<Meta | undefined>)
const writeMeta = (meta: Meta) => withStore('meta', 'readwrite', (store) => store.put(meta, 'owner'))

/** Removes one saved page and the media files no other saved page uses. */
export async function removeSaved(path: string) {
  const item = await getSaved(path)
  await withStore('items', 'readwrite', (store) => store.delete(path))
  if (!item) return
  const stillUsed = new Set((await listSaved()).flatMap((other) => other.media.map((media) => media.path)))
  const cache = await caches.open(SAVED_MEDIA_CACHE)
  for (const media of item.media) if (!stillUsed.has(media.path)) await cache.delete(media.path)
}

/** Removes everything saved, and progress not yet sent: on logout, downgrade, another member, or expiry. */
export async function removeAllSaved() {
  await caches.delete(SAVED_MEDIA_CACHE)
  await new Promise<void>((resolve) => {
    const deleting = indexedDB.deleteDatabase(SAVED_DB)
    deleting.onsuccess = deleting.onerror = deleting.onblocked = () => resolve()
  })
}

/** Whether anything is saved on this device, without creating the database when nothing is. */
export async function hasSavedData() {
  if (typeof indexedDB.databases !== 'function') return true
  return (await indexedDB.databases()).some((db) => db.name === SAVED_DB)
}

/**
 * Called online, on every page, with who is reading: keeps the saved content for its owner while
 * they may read offline (and notes they were online), and deletes it for anyone else, for a
 * visitor, or for an owner who may no longer read offline.
 */
export async function reconcileOwner(reader: { id: string; canReadOffline: boolean } | null, now = new Date()) {
  if (!(await hasSavedData())) return
  const meta = await readMeta()
  if (!reader || !reader.canReadOffline || (meta && meta.ownerId !== reader.id)) {
    await removeAllSaved()
    return
  }
  await writeMeta({ ownerId: reader.id, lastOnlineAt: now.toISOString() })
}

/** Notes the owner of content about to be saved (the first save on a device). */
export async function claimOwner(ownerId: string, now = new Date()) {
  const meta = await readMeta()
  if (meta && meta.ownerId !== ownerId) await removeAllSaved()
  await writeMeta({ ownerId, lastOnlineAt: now.toISOString() })
}

/**
 * The saved pages that may be shown now: none when their owner has not been online for
 * SAVED_EXPIRY_DAYS (they are deleted then), otherwise the owner's.
 */
export async function usableSaved(now = new Date()) {
  if (!(await hasSavedData())) return { items: [] as StoredItem[], expired: false }
  const meta = await readMeta()
  if (!meta) return { items: [], expired: false }
  if (now.getTime() - new Date(meta.lastOnlineAt).getTime() > SAVED_EXPIRY_DAYS * DAY_MS) {
    await removeAllSaved()
    return { items: [], expired: true }
  }
  return { items: (await listSaved()).filter((item) => item.ownerId === meta.ownerId), expired: false }
}
