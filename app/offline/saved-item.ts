/**
 * A page saved for offline reading, as the server packs it (app/offline/pack.server.ts) and the
 * browser keeps it (IndexedDB, app/offline/saved-store.ts). Shared by the server, the pages and
 * the service worker.
 */
export const savedKinds = ['article', 'lesson', 'tutorial', 'episode', 'video'] as const
export type SavedKind = (typeof savedKinds)[number]

export interface SavedMedia {
  role: 'audio' | 'video' | 'captions' | 'image'
  /** A path on this site (its media file route, which answers byte ranges). */
  path: string
  type: string | null
}

export interface SavedItem {
  /** The page's path: the key it is kept under and the address it answers offline. */
  path: string
  kind: SavedKind
  title: string
  /** The author, course, series or description shown with the title. */
  context: string
  publishedAt: string | null
  /** The body, as the site renders it (sanitised on the server). */
  html: string
  media: SavedMedia[]
  savedAt: string
}

/** The item as the browser keeps it: whose it is and how many bytes it takes. */
export interface StoredItem extends SavedItem {
  ownerId: string
  bytes: number
}

/** The Cache Storage cache that holds saved media files, answered by the service worker. */
export const SAVED_MEDIA_CACHE = 'lumen-saved-media'
/** The IndexedDB database of saved pages and progress made offline. */
export const SAVED_DB = 'lumen-offline'
/** Saved content is deleted when its owner has not been online for this long. */
export const SAVED_EXPIRY_DAYS = 30
/** The Background Sync tag that sends progress made offline. */
export const PROGRESS_SYNC_TAG = 'lumen-progress'
/** The page the service worker answers navigations with while offline. */
export const OFFLINE_PAGE = '/offline'
/** The window event that says a new version of the service worker waits (app/offline/register.ts). */
export const UPDATE_EVENT = 'lumen:update-ready'
